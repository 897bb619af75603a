import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  ACCOUNT_TEST_ENV,
  bearer,
  createVerifiedUser,
  setRole,
  signIn,
  useManualClock,
} from '../../../test/support/accounts';
import { users } from '../../db/schema/accounts';
import { requireRole, requireSession, sessionUser } from '../../plugins/auth';

const ctx = useTestApp({
  env: { ...ACCOUNT_TEST_ENV, SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' },
  setup(app) {
    // Routes guarded the way the back office and nominations will guard theirs.
    app.get('/test/whoami', { preHandler: requireSession }, async (request) => sessionUser(request));
    app.get('/test/staff-only', { preHandler: requireRole('staff', 'admin') }, async () => ({ ok: true }));
  },
});
const time = useManualClock();

function userDetails(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: bearer(token) });
}

function logOut(token: string) {
  return ctx.app.inject({ method: 'DELETE', url: '/api/sessions/current', headers: bearer(token) });
}

describe('bearer sessions', () => {
  it('returns the user details the spec names, plus the role', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { first_name: 'Meera', last_name: 'Das' });
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const response = await userDetails(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: {
        user_type: 2,
        first_name: 'Meera',
        middle_name: null,
        last_name: 'Das',
        email_id: user.email,
        mobile_no: '9876543210',
        title: null,
        gender: null,
        photo: null,
        role: 'applicant',
      },
    });
  });

  it("answers 401 'Token Expired' for an unknown or malformed token, and 401 without one", async () => {
    const unknown = await userDetails('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: 'Token Expired' });
    expect(MESSAGES.tokenExpired).toBe('Token Expired');
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-details',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/user-details' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: API_ERRORS.unauthorized });
  });

  it('logout revokes the token on the server: a replay gets 401', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const other = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const out = await logOut(token);
    expect(out.statusCode).toBe(200);
    expect(out.json().success).toBe(true);
    expect((await userDetails(token)).statusCode).toBe(401);
    expect((await logOut(token)).statusCode).toBe(401);
    // Only that session ended.
    expect((await userDetails(other)).statusCode).toBe(200);
  });

  it('expires after 30 idle minutes', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    time.advanceSeconds(29 * 60);
    expect((await userDetails(token)).statusCode).toBe(200);
    // The use above restarted the idle timer.
    time.advanceSeconds(29 * 60);
    expect((await userDetails(token)).statusCode).toBe(200);
    time.advanceSeconds(30 * 60 + 1);
    const idle = await userDetails(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Token Expired');
  });

  it('expires 12 hours after sign-in however often it is used', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    for (let step = 0; step < 24; step++) {
      time.advanceSeconds(29 * 60);
      expect((await userDetails(token)).statusCode).toBe(200);
    }
    time.advanceSeconds(29 * 60);
    expect((await userDetails(token)).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled account', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db);
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await userDetails(token)).statusCode).toBe(401);
  });

  it('requireSession puts { id, role, user_type, email_id } on the request; requireRole checks the role', async () => {
    const user = await createVerifiedUser(ctx.app, ctx.database.db, { user_type: 3 });
    const token = await signIn(ctx.app, ctx.database.db, user.email, user.password);
    const whoami = await ctx.app.inject({ method: 'GET', url: '/test/whoami', headers: bearer(token) });
    expect(whoami.json()).toEqual({
      id: user.id,
      role: 'applicant',
      user_type: 3,
      email_id: user.email,
      sessionId: expect.any(Number),
    });

    const refused = await ctx.app.inject({ method: 'GET', url: '/test/staff-only', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: API_ERRORS.forbidden });
    expect((await ctx.app.inject({ method: 'GET', url: '/test/staff-only' })).statusCode).toBe(401);

    await setRole(ctx.database.db, user.id, 'staff');
    const allowed = await ctx.app.inject({ method: 'GET', url: '/test/staff-only', headers: bearer(token) });
    expect(allowed.statusCode).toBe(200);
  });
});
