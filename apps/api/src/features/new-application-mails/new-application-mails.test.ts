import { REVIEW_AIDS_MESSAGES } from '@iiidem/shared/admin/review-aids';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { courseCoordinators } from '../../db/schema/review-aids';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let coordinator: SignedInUser;
let quiet: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  coordinator = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Kiran', last_name: 'Das' });
  quiet = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Sen' });
});

function send(method: 'GET' | 'PUT', url: string, payload?: unknown, headers = coordinator.headers) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The new-application mails to one address (the sign-up mails left aside). */
async function mailsTo(email: string) {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(asc(mailOutbox.id));
  return rows.filter((row) => row.subject.startsWith('New application'));
}

describe('new-application mails to a course coordinator', () => {
  it('e-mails the coordinators who opted in when an application arrives, through the outbox', async () => {
    const course = await insertCourse(ctx.database.db, { name: 'Course on Polling Stations' });
    const set = await send('PUT', `/admin/courses/${course.id}/coordinators`, { user_ids: [coordinator.id, quiet.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.coordinators.map((c: { name: string }) => c.name)).toEqual(['Kiran Das', 'Ravi Sen']);
    expect((await send('GET', '/admin/account/notifications')).json().data).toEqual({ new_applications: false });
    const optIn = await send('PUT', '/admin/account/notifications', { new_applications: true });
    expect(optIn.json().data).toEqual({ new_applications: true });

    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2, first_name: 'Lata', last_name: 'Iyer' });
    const id = await applyDomestic(ctx.app, applicant, course.id, { photo: false });
    const [mail] = await mailsTo(coordinator.email);
    expect(mail?.subject).toBe('New application: Lata Iyer (Course on Polling Stations)');
    expect(mail?.text_body).toContain(`https://portal.example.org/admin/applications/${id}`);
    expect(mail?.status).toBe('pending');
    // A coordinator who has not opted in gets nothing; nor does anyone for another course.
    expect(await mailsTo(quiet.email)).toEqual([]);
    const other = await insertCourse(ctx.database.db);
    await applyDomestic(ctx.app, applicant, other.id, { photo: false });
    expect(await mailsTo(coordinator.email)).toHaveLength(1);
  });

  it('refuses coordinators who are not active staff, bad input, unknown courses and applicants', async () => {
    const course = await insertCourse(ctx.database.db);
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    const url = `/admin/courses/${course.id}/coordinators`;
    const refused = await send('PUT', url, { user_ids: [applicant.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REVIEW_AIDS_MESSAGES.coordinatorsInvalid);
    for (const payload of [{}, { user_ids: 'x' }, { user_ids: [0] }, { user_ids: [99999999] }, { user_ids: [1.5] }]) {
      expect((await send('PUT', url, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      await ctx.database.db.select().from(courseCoordinators).where(eq(courseCoordinators.course_id, course.id)),
    ).toEqual([]);
    expect((await send('GET', '/admin/courses/99999999/coordinators')).statusCode).toBe(404);
    expect((await send('PUT', '/admin/courses/99999999/coordinators', { user_ids: [] })).statusCode).toBe(404);
    expect((await send('PUT', '/admin/account/notifications', { new_applications: 'yes' })).statusCode).toBe(400);
    expect((await send('GET', url, undefined, applicant.headers)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/admin/account/notifications', { new_applications: true }, applicant.headers)).statusCode,
    ).toBe(403);
  });
});
