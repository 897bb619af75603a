import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { STAFF_MESSAGES } from '@iiidem/shared/admin/staff';
import { MESSAGES } from '@iiidem/shared/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import {
  bearer,
  captcha,
  latestCode,
  latestMail,
  postSignIn,
  postSignup,
  signIn,
  uniqueEmail,
} from '../../../test/support/accounts';
import { sessions, users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/system';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

function send(method: 'GET' | 'POST', url: string, user: SignedInUser | undefined, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function invite(admin: SignedInUser, body: Record<string, unknown>) {
  return send('POST', '/api/admin/staff', admin, body);
}

function inviteBody(role: 'staff' | 'admin' = 'staff') {
  return { email: uniqueEmail('invitee').toUpperCase(), first_name: 'Ravi', last_name: 'Kumar', role };
}

async function auditOf(id: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
}

/** Sets the invitee's password through the password reset, as the invitation tells them to. */
async function acceptInvitation(email: string, password: string) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email, ...(await captcha(ctx.app)) },
  });
  expect(asked.statusCode).toBe(200);
  const otp = await latestCode(ctx.database.db, email);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { email, otp, password, confirm_password: password, ...(await captcha(ctx.app)) },
  });
  expect(confirmed.statusCode).toBe(200);
}

describe('GET /api/admin/staff', () => {
  it('lists staff and admins (not applicants) with role, state and last sign-in, for admins only', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin', first_name: 'Meera', last_name: 'Iyer' });
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const applicant = await signInAs(ctx.app, ctx.database.db);

    const response = await send('GET', '/api/admin/staff', admin);
    expect(response.statusCode).toBe(200);
    const rows: { id: number; role: string; last_sign_in_at: string | null }[] = response.json().data;
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([admin.id, staff.id]));
    expect(rows.map((row) => row.id)).not.toContain(applicant.id);
    expect(rows.find((row) => row.id === admin.id)).toEqual({
      id: admin.id,
      first_name: 'Meera',
      last_name: 'Iyer',
      email: admin.email,
      role: 'admin',
      active: true,
      verified: true,
      created_at: expect.any(String),
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Admins first.
    const firstStaffIndex = rows.findIndex((row) => row.role === 'staff');
    expect(rows.slice(firstStaffIndex).every((row) => row.role === 'staff')).toBe(true);

    expect((await send('GET', '/api/admin/staff', staff)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/staff', applicant)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/staff', undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/staff (invite)', () => {
  it('makes an unverified account with the role and an unusable password, mails the invitation, audits it', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin', first_name: 'Meera', last_name: 'Iyer' });
    const body = inviteBody('staff');
    const email = body.email.toLowerCase();
    const response = await invite(admin, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      message: `Invitation sent to ${email}.`,
      data: {
        id: expect.any(Number),
        first_name: 'Ravi',
        last_name: 'Kumar',
        email,
        role: 'staff',
        active: true,
        verified: false,
        created_at: expect.any(String),
        last_sign_in_at: null,
      },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
    expect(row).toMatchObject({ role: 'staff', user_type: null, verified_at: null, active: true });

    const mail = await latestMail(ctx.database.db, email);
    expect(mail?.subject).toBe('Your IIIDEM Portal staff account');
    expect(mail?.text_body).toContain('Hello Ravi,');
    expect(mail?.text_body).toContain('Meera Iyer has made you a staff account');
    expect(mail?.text_body).toContain(`${ctx.config.publicUrl}/forget-password`);
    expect(mail?.text_body).not.toMatch(/\b\d{6}\b/);

    expect(await auditOf(answer.data.id)).toMatchObject([
      { action: 'staff.invite', actor_user_id: admin.id, to_value: { email, role: 'staff' } },
    ]);

    // Nobody can sign in with a password before the invitee sets one.
    expect((await postSignIn(ctx.app, email, 'Strong@Pass1')).statusCode).toBe(400);
  });

  it('lets the invitee set a password through the password reset, which verifies the account; then they sign in', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const body = inviteBody('admin');
    const email = body.email.toLowerCase();
    const invited = await invite(admin, body);
    expect(invited.statusCode).toBe(201);

    await acceptInvitation(email, 'Invited@Pass9');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
    expect(row?.verified_at).toBeInstanceOf(Date);

    const token = await signIn(ctx.app, ctx.database.db, email, 'Invited@Pass9');
    const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
    expect(details.json().data).toMatchObject({ role: 'admin', email_id: email });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('keeps an invited account as it is when someone signs up with its address before it is accepted', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const body = inviteBody('staff');
    const email = body.email.toLowerCase();
    expect((await invite(admin, body)).statusCode).toBe(201);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      payload: {
        user_type: 2,
        first_name: 'Mallory',
        last_name: 'Intruder',
        email_id: email,
        mobile_no: '9876543210',
        user_pass: 'Strong@Pass1',
        consent: true,
        ...(await captcha(ctx.app)),
      },
    });
    // The same answer as for any other address (no account enumeration), but nothing changes.
    expect(signup.statusCode).toBe(201);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email_id, email));
    expect(after).toMatchObject({
      role: 'staff',
      first_name: 'Ravi',
      last_name: 'Kumar',
      user_type: null,
      password_hash: before?.password_hash,
    });
  });

  it('still mails no reset code to an unverified applicant sign-up (only invited staff get one)', async () => {
    const email = uniqueEmail('pending');
    const signup = await postSignup(ctx.app, { email_id: email });
    expect(signup.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email, ...(await captcha(ctx.app)) },
    });
    expect((await latestMail(ctx.database.db, email))?.subject).toBe('Your IIIDEM sign-up OTP');
  });

  it('answers 409 for an applicant address and for an existing staff address, and writes nothing', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const applicant = await signInAs(ctx.app, ctx.database.db);
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const before = (await ctx.database.db.select({ id: users.id }).from(users)).length;

    const asApplicant = await invite(admin, { ...inviteBody(), email: applicant.email });
    expect(asApplicant.statusCode).toBe(409);
    expect(asApplicant.json()).toEqual({
      success: false,
      message: STAFF_MESSAGES.applicantAccount,
      errors: [{ path: 'email', msg: STAFF_MESSAGES.applicantAccount }],
    });
    const asStaff = await invite(admin, { ...inviteBody(), email: staff.email.toUpperCase() });
    expect(asStaff.statusCode).toBe(409);
    expect(asStaff.json().message).toBe(STAFF_MESSAGES.alreadyStaff);

    expect((await ctx.database.db.select({ id: users.id }).from(users)).length).toBe(before);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, applicant.id));
    expect(row?.role).toBe('applicant');
  });

  it.each([
    [{ role: 'applicant' }, 'role'],
    [{ role: undefined }, 'role'],
    [{ email: 'not-an-address' }, 'email'],
    [{ first_name: '' }, 'first_name'],
    [{ last_name: undefined }, 'last_name'],
    [{ password: 'Strong@Pass1' }, ''],
  ])('answers 400 for %j', async (change, path) => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const response = await invite(admin, { ...inviteBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (path) expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it('is for admins only: staff 403, applicants 403, no session 401 (whatever the body)', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const applicant = await signInAs(ctx.app, ctx.database.db);
    expect((await invite(staff, inviteBody())).statusCode).toBe(403);
    expect((await invite(applicant, {})).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/staff', undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/staff/:id/deactivate and /reactivate', () => {
  it('deactivates: active=false, every session revoked (the token gets 401 at once), sign-in refused, audited', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Kumar' });
    const secondToken = await signIn(ctx.app, ctx.database.db, staff.email, 'Strong@Pass1');
    expect((await send('GET', '/api/admin/applications', staff)).statusCode).not.toBe(401);

    const response = await send('POST', `/api/admin/staff/${staff.id}/deactivate`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Ravi Kumar is deactivated; their sessions have ended.',
      data: { id: staff.id, active: false, role: 'staff' },
    });

    const live = await ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.user_id, staff.id), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    for (const token of [staff.token, secondToken]) {
      const details = await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
      expect(details.statusCode).toBe(401);
      expect(details.json()).toEqual({ success: false, message: MESSAGES.tokenExpired });
    }
    const signInAgain = await postSignIn(ctx.app, staff.email, 'Strong@Pass1');
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toBe(ACCOUNT_MESSAGES.accountDisabled);

    expect(await auditOf(staff.id)).toMatchObject([
      {
        action: 'staff.deactivate',
        actor_user_id: admin.id,
        from_value: { active: true },
        to_value: { active: false },
      },
    ]);

    const again = await send('POST', `/api/admin/staff/${staff.id}/deactivate`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MESSAGES.alreadyInactive);

    // Reactivated, the account signs in again (its old sessions stay ended).
    const reactivated = await send('POST', `/api/admin/staff/${staff.id}/reactivate`, admin);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({ message: 'Ravi Kumar is active again.', data: { active: true } });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(staff.token) })).statusCode,
    ).toBe(401);
    await signIn(ctx.app, ctx.database.db, staff.email, 'Strong@Pass1');
    expect((await auditOf(staff.id)).map((entry) => entry.action)).toEqual(['staff.deactivate', 'staff.reactivate']);
    const twice = await send('POST', `/api/admin/staff/${staff.id}/reactivate`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(STAFF_MESSAGES.alreadyActive);
  });

  it('refuses to deactivate yourself (409), applicants and unknown ids (404)', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const self = await send('POST', `/api/admin/staff/${admin.id}/deactivate`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(STAFF_MESSAGES.cannotDeactivateSelf);
    const applicant = await signInAs(ctx.app, ctx.database.db);
    expect((await send('POST', `/api/admin/staff/${applicant.id}/deactivate`, admin)).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/staff/${applicant.id}/reactivate`, admin)).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/staff/99999999/deactivate', admin)).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/staff/abc/reactivate', admin)).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, applicant.id));
    expect(row?.active).toBe(true);
  });

  it('never leaves the portal without an active admin, even when the last two deactivate each other at once', async () => {
    const first = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    const second = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    // Only these two admins are active.
    await ctx.database.db
      .update(users)
      .set({ active: false })
      .where(and(eq(users.role, 'admin'), ne(users.id, first.id), ne(users.id, second.id)));

    const answers = await Promise.all([
      send('POST', `/api/admin/staff/${second.id}/deactivate`, first),
      send('POST', `/api/admin/staff/${first.id}/deactivate`, second),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // One wins; the other is refused as the last admin, or (if it came late) its session had already ended.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json().message).toBe(STAFF_MESSAGES.lastAdmin);
    }
    const active = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.active, true)));
    expect(active).toHaveLength(1);
  });
});
