import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_PATTERN,
  courseNotHeldYetMessage,
} from '@iiidem/shared/admin/certificates';
import { formatCourseDate, istCalendarDate } from '@iiidem/shared/dates';
import { API_ERRORS } from '@iiidem/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { setCourseHeld } from '../../../test/support/held-course';
import { insertCourse } from '../../../test/support/nominations';
import { applications, certificates } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** Issue 19: certificates people can trust (held courses only, what was certified, revocation, reissue). */

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Staff' });
});

async function newApplication(
  options: { held?: 'held' | 'upcoming'; completed?: boolean; language?: 'en' | 'hi' } = {},
) {
  const { db } = ctx.database;
  const user = await signInAs(ctx.app, db, { user_type: 2 });
  if (options.language === 'hi') {
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: user.headers,
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
  }
  const course = await insertCourse(db, { name: 'Certification Course for Returning Officers' });
  const id = await applyDomestic(ctx.app, user, course.id, {
    photo: false,
    fields: { title: 'Ms', first_name: 'Asha', middle_name: 'K' },
  });
  const dates = await setCourseHeld(db, course.id, options.held ?? 'held');
  await db
    .update(applications)
    .set({ application_status: 2, completed_at: options.completed ? new Date() : null })
    .where(eq(applications.id, id));
  return { id, user, course: { ...course, ...dates } };
}

function post(url: string, payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

function verify(number: string) {
  return ctx.app.inject({ url: `/api/certificates/${number}` });
}

async function auditRows(id: number) {
  return ctx.database.db
    .select({ action: auditLog.action, note: auditLog.note })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
}

function mailsTo(to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(asc(mailOutbox.id));
}

async function issue(id: number): Promise<string> {
  const response = await post(`/api/admin/applications/${id}/certificate/generate`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.certificate.certificate_number;
}

describe('completion waits until the course is held (issue 19)', () => {
  it('refuses to complete before the held-from date without a reason, saying when the course is held', async () => {
    const { id, course } = await newApplication({ held: 'upcoming' });
    const response = await post(`/api/admin/applications/${id}/complete`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: `This course is held from ${formatCourseDate(course.held_from)}, so it cannot be marked as completed yet. To complete it before then, give the reason.`,
      errors: [{ path: 'reason', msg: 'Please give the reason.' }],
    });
    expect(response.json().message).toBe(courseNotHeldYetMessage(course.held_from));
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.completed_at).toBeNull();
    expect(await auditRows(id)).toEqual([]);
  });

  it('completes early with a reason, records and audits it, and the certificate may then be issued', async () => {
    const { id } = await newApplication({ held: 'upcoming' });
    const reason = 'Participant attended the previous batch; dates moved.';
    const response = await post(`/api/admin/applications/${id}/complete`, { reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      completed_at: expect.any(String),
      completed_early_reason: reason,
      course_held: false,
    });
    expect(await auditRows(id)).toEqual([{ action: 'application.complete', note: reason }]);
    expect(await issue(id)).toMatch(CERTIFICATE_NUMBER_PATTERN);
  });

  it('completes a held course without a reason (a reason given then is not an early completion)', async () => {
    const { id } = await newApplication({ held: 'held' });
    const response = await post(`/api/admin/applications/${id}/complete`, { reason: 'Attended all days' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ completed_early_reason: null, course_held: true });
  });

  it('refuses a certificate for a course not yet held when the completion gave no reason', async () => {
    const { id } = await newApplication({ held: 'upcoming', completed: true });
    const response = await post(`/api/admin/applications/${id}/certificate/generate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CERTIFICATE_MESSAGES.notHeldForCertificate);
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id))).toEqual([]);
  });

  it.each([
    ['a blank reason', { reason: '   ' }, 'Please give the reason.'],
    ['a number as the reason', { reason: 42 }, 'The reason must be text.'],
    ['an oversize reason', { reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters.'],
    ['a NUL character', { reason: 'late\u0000' }, API_ERRORS.invalidCharacter],
    ['an unknown field', { reason: 'ok', completed_at: '2020-01-01' }, undefined],
  ])('refuses %s with 400, completing nothing', async (_name, body, message) => {
    const { id } = await newApplication({ held: 'upcoming' });
    const response = await post(`/api/admin/applications/${id}/complete`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    if (message) expect(JSON.stringify(response.json())).toContain(JSON.stringify(message).slice(1, -1));
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.completed_at).toBeNull();
  });
});

describe('what a certificate states is kept with it (issue 19)', () => {
  it('verification and a redrawn certificate show what was certified after the course is edited', async () => {
    const { id, course } = await newApplication({ completed: true });
    const number = await issue(id);
    await ctx.database.db
      .update(courses)
      .set({
        course_name: 'Renamed course',
        location: 'Somewhere else',
        held_from: course.start_from,
        held_to: course.start_from,
      })
      .where(eq(courses.id, course.id));
    const expected = {
      course_name: 'Certification Course for Returning Officers',
      held_from: course.held_from,
      held_to: course.held_to,
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      participant_name: 'Ms Asha K Verma',
    };
    expect((await verify(number)).json().data).toMatchObject({ ...expected, valid: true, status: 'valid' });
    // Drawing it again keeps the number and the statement.
    const redrawn = (await post(`/api/admin/applications/${id}/certificate/generate`)).json().data.certificate;
    expect(redrawn).toMatchObject({ certificate_number: number, ...expected });
  });
});

describe('revoking and reissuing (issue 19)', () => {
  it('revokes with a reason: audited, mailed in the applicant language, verification says revoked and when', async () => {
    const { id, user } = await newApplication({ completed: true, language: 'hi' });
    const number = await issue(id);
    const before = Date.now();
    const response = await post(`/api/admin/applications/${id}/certificate/revoke`, {
      reason: 'Issued to the wrong participant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(CERTIFICATE_MESSAGES.revoked);
    const { data } = response.json();
    expect(data.certificate).toBeNull();
    expect(data.revoked).toEqual([
      {
        certificate_number: number,
        issued_at: expect.any(String),
        revoked_at: expect.any(String),
        revoked_by: 'Ravi Staff',
        reason: 'Issued to the wrong participant',
        replaced_by: null,
      },
    ]);

    const verified = await verify(number);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ valid: false, status: 'revoked', replaced_by: null });
    expect(Date.parse(verified.json().data.revoked_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(verified.body).not.toContain('wrong participant');

    expect((await auditRows(id)).at(-1)).toEqual({
      action: 'certificate.revoke',
      note: 'Issued to the wrong participant',
    });
    const mail = (await mailsTo(user.email)).at(-1);
    expect(mail?.subject).toBe('आपका आईआईआईडीईएम प्रमाणपत्र निरस्त किया गया');
    expect(mail?.text_body).toContain(number);
    expect(mail?.text_body).toContain('कारण: Issued to the wrong participant');
    expect(mail?.text_body).toContain(formatCourseDateInHindi(istCalendarDate(new Date())));

    // The applicant's Completed tab no longer offers the revoked files.
    const completed = (await ctx.app.inject({ url: '/api/applications/completed', headers: user.headers })).json();
    expect(completed.data[0]).toMatchObject({ certificate_pdf: null, certificate_jpg: null });

    // Nothing left to revoke; the completion may now be undone, and then the status form may change.
    const again = await post(`/api/admin/applications/${id}/certificate/revoke`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CERTIFICATE_MESSAGES.noCertificateInForce);
    expect((await post(`/api/admin/applications/${id}/reopen`)).statusCode).toBe(200);
  });

  it('reissues with a new number: the old one verifies as revoked and replaced, the new one as valid', async () => {
    const { id, user } = await newApplication({ completed: true });
    const old = await issue(id);
    const response = await post(`/api/admin/applications/${id}/certificate/reissue`, {
      reason: 'Name misspelt on the certificate',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CERTIFICATE_MESSAGES.reissued);
    const fresh = response.json().data.certificate.certificate_number;
    expect(fresh).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(fresh).not.toBe(old);
    expect((await verify(old)).json().data).toMatchObject({ valid: false, status: 'revoked', replaced_by: fresh });
    expect((await verify(fresh)).json().data).toMatchObject({ valid: true, status: 'valid', replaced_by: null });
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['certificate.generate', 'certificate.reissue']);
    const mail = (await mailsTo(user.email)).at(-1);
    expect(mail?.subject).toBe('Your IIIDEM certificate was reissued');
    expect(mail?.text_body).toContain(fresh);
    // The applicant's Completed tab offers the new files.
    const completed = (await ctx.app.inject({ url: '/api/applications/completed', headers: user.headers })).json();
    expect(completed.data[0].certificate_pdf).toEqual(expect.stringContaining('/api/private-files/certificates/'));
  });

  it('after a revocation, generating issues a new number that the revoked one points to', async () => {
    const { id } = await newApplication({ completed: true });
    const old = await issue(id);
    await post(`/api/admin/applications/${id}/certificate/revoke`, { reason: 'Wrong dates' });
    const fresh = await issue(id);
    expect(fresh).not.toBe(old);
    expect((await verify(old)).json().data.replaced_by).toBe(fresh);
  });

  it('answers 404 for an unknown application, 409 without a certificate, 400 without a reason', async () => {
    for (const action of ['revoke', 'reissue']) {
      const unknown = await post(`/api/admin/applications/999999/certificate/${action}`, { reason: 'x' });
      expect(unknown.statusCode).toBe(404);
      const { id } = await newApplication({ completed: true });
      const none = await post(`/api/admin/applications/${id}/certificate/${action}`, { reason: 'x' });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(CERTIFICATE_MESSAGES.noCertificateInForce);
      const number = await issue(id);
      for (const body of [{}, { reason: '' }, { reason: ['x'] }, { reason: 'x', extra: 1 }]) {
        const refused = await post(`/api/admin/applications/${id}/certificate/${action}`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await verify(number)).json().data.valid).toBe(true);
    }
  });

  it('refuses revocation and reissue from an applicant (403) and without a session (401)', async () => {
    const { id, user } = await newApplication({ completed: true });
    await issue(id);
    const asApplicant = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/certificate/revoke`,
      headers: user.headers,
      payload: { reason: 'x' },
    });
    expect(asApplicant.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/certificate/reissue`,
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

function formatCourseDateInHindi(day: string): string {
  return new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
