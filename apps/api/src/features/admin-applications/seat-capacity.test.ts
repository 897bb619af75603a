import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** Seats (issue 19): capacity, approvals beyond it, the bulk preview and change, promotion from the waitlist. */

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Sunita', last_name: 'Rao' });
});

/** A course of `capacity` seats with `count` received applications (made in the database), in id order. */
async function courseWithApplications(capacity: number | null, count: number) {
  const db = ctx.database.db;
  const course = await insertCourse(db);
  await db.update(courses).set({ capacity }).where(eq(courses.id, course.id));
  const batch = randomBytes(4).toString('hex');
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        user_type: 2 as const,
        first_name: 'Asha',
        last_name: `Verma ${index + 1}`,
        email_id: `seat.${batch}.${index}@example.org`,
        mobile_no: '9876543210',
        password_hash: 'not-a-usable-hash',
        verified_at: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email_id });
  const rows = await db
    .insert(applications)
    .values(people.map((person) => ({ user_id: person.id, course_id: course.id, form: 'domestic' as const })))
    .returning({ id: applications.id });
  return {
    courseId: course.id,
    ids: rows.map((row) => row.id).sort((a, b) => a - b),
    emails: people.map((p) => p.email),
  };
}

function changeStatus(id: number, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/status`,
    headers: staff.headers,
    payload,
  });
}

function bulk(path: '' | '/preview', payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/bulk-status${path}`,
    headers: staff.headers,
    payload,
  });
}

function seats(courseId: number | string) {
  return ctx.app.inject({ url: `/api/admin/applications/courses/${courseId}/seats`, headers: staff.headers });
}

function promote(courseId: number | string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/courses/${courseId}/promote`,
    headers: staff.headers,
    payload: payload as Record<string, unknown>,
  });
}

async function statuses(ids: number[]) {
  const rows = await ctx.database.db
    .select({ id: applications.id, status: applications.application_status })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id));
  return rows.map((row) => row.status);
}

describe('approving within the capacity', () => {
  it("refuses a single approval beyond the capacity with 'The course is full' and changes nothing", async () => {
    const { courseId, ids } = await courseWithApplications(2, 3);
    const [a, b, c] = ids as [number, number, number];
    expect((await changeStatus(a, { status: 2 })).statusCode).toBe(200);
    expect((await changeStatus(b, { status: 2 })).statusCode).toBe(200);
    const refused = await changeStatus(c, { status: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The course is full: all 2 seats are taken. Waitlist the application instead, or raise the course's capacity.",
    );
    expect(await statuses(ids)).toEqual([2, 2, 1]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(c))));
    expect(audit).toEqual([]);
    // Waitlisting it is allowed.
    expect((await changeStatus(c, { status: 4 })).statusCode).toBe(200);
    expect((await seats(courseId)).json().data).toMatchObject({
      capacity: 2,
      approved: 2,
      seats_left: 0,
      waitlisted: 1,
      first_waitlisted: { id: c, name: 'Asha Verma 3' },
    });
  });

  it('lets a course without a capacity take any number', async () => {
    const { courseId, ids } = await courseWithApplications(null, 3);
    for (const id of ids) expect((await changeStatus(id, { status: 2 })).statusCode).toBe(200);
    expect((await seats(courseId)).json().data).toMatchObject({ capacity: null, approved: 3, seats_left: null });
  });

  it('gives the last seat to one of two staff approving at once; the other is refused', async () => {
    const { ids } = await courseWithApplications(1, 2);
    const answers = await Promise.all(ids.map((id) => changeStatus(id, { status: 2 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await statuses(ids)).filter((status) => status === 2)).toHaveLength(1);
  });

  it('gives the last seat once when two bulk approvals run at once', async () => {
    const { courseId, ids } = await courseWithApplications(2, 4);
    const answers = await Promise.all([
      bulk('', { ids: ids.slice(0, 2), status: 2 }),
      bulk('', { ids: ids.slice(2), status: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await statuses(ids)).filter((status) => status === 2)).toHaveLength(2);
    expect((await statuses(ids)).filter((status) => status === 4)).toHaveLength(2);
    expect((await seats(courseId)).json().data).toMatchObject({ approved: 2, seats_left: 0, waitlisted: 2 });
  });
});

describe('bulk approval', () => {
  it('previews which go to the waitlist, then approves up to the capacity and waitlists the rest', async () => {
    const { courseId, ids } = await courseWithApplications(2, 4);
    const [a, b, c, d] = ids as [number, number, number, number];
    await changeStatus(d, { status: 4 });
    const preview = await bulk('/preview', { ids, status: 2 });
    expect(preview.statusCode).toBe(200);
    expect(
      preview
        .json()
        .data.items.map((item: { new_status: number | null; skip_reason: string | null }) => [
          item.new_status,
          item.skip_reason,
        ]),
    ).toEqual([
      [2, null],
      [2, null],
      [4, null],
      [null, 'course_full'],
    ]);
    expect(preview.json().data).toMatchObject({ will_change: 3, will_skip: 1 });
    expect(await statuses(ids)).toEqual([1, 1, 1, 4]);

    const result = await bulk('', { ids, status: 2, note: 'See you on Monday.' });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      message: '2 changed to Approved, 1 waitlisted (no seat left), 1 skipped.',
      data: { changed: 3, changed_ids: [a, b, c], waitlisted_ids: [c], skips: [{ id: d, reason: 'course_full' }] },
    });
    expect(await statuses(ids)).toEqual([2, 2, 4, 4]);
    // The waitlisted one is told it is waitlisted, without the note written for the approval.
    const [row] = await ctx.database.db
      .select({ note: applications.status_note, at: applications.waitlisted_at })
      .from(applications)
      .where(eq(applications.id, c));
    expect(row?.note).toBeNull();
    expect(row?.at).toBeInstanceOf(Date);
    // d was waitlisted first, so it is promoted first.
    expect((await seats(courseId)).json().data.first_waitlisted.id).toBe(d);
  });

  it('leaves other bulk statuses as they were', async () => {
    const { ids } = await courseWithApplications(1, 3);
    const result = await bulk('', { ids, status: 4 });
    expect(result.json()).toMatchObject({
      message: '3 changed to Waitlisted, 0 skipped.',
      data: { changed: 3, waitlisted_ids: [] },
    });
  });
});

describe('promoting the first waitlisted', () => {
  it('says a seat is free once an approved one is rejected, and promotes the first waitlisted with the promotion mail', async () => {
    const { courseId, ids, emails } = await courseWithApplications(1, 3);
    const [a, b, c] = ids as [number, number, number];
    await changeStatus(a, { status: 2 });
    await changeStatus(c, { status: 4 });
    await changeStatus(b, { status: 4 });
    const full = await promote(courseId, { application_id: c });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('No seat is free on this course, so nobody can be promoted.');

    await changeStatus(a, { status: 3 });
    const free = (await seats(courseId)).json().data;
    expect(free).toMatchObject({ seats_left: 1, waitlisted: 2, first_waitlisted: { id: c, name: 'Asha Verma 3' } });

    const stale = await promote(courseId, { application_id: b });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The waitlist changed meanwhile. Reload it and try again.');

    const promoted = await promote(courseId, { application_id: c });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: 'Asha Verma 3 was promoted from the waitlist to Approved. The applicant has been e-mailed.',
      data: { id: c, seats: { seats_left: 0, waitlisted: 1, first_waitlisted: { id: b } } },
    });
    expect(await statuses(ids)).toEqual([3, 4, 2]);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, emails[2] ?? ''));
    expect(mails.at(-1)?.subject).toMatch(/^A place is yours: your IIIDEM application is approved/);
  });

  it('frees the seat of an applicant who withdraws (status 5)', async () => {
    const { courseId, ids } = await courseWithApplications(1, 2);
    const [a, b] = ids as [number, number];
    await changeStatus(a, { status: 2 });
    await changeStatus(b, { status: 4 });
    await ctx.database.db.update(applications).set({ application_status: 5 }).where(eq(applications.id, a));
    expect((await seats(courseId)).json().data).toMatchObject({ seats_left: 1, first_waitlisted: { id: b } });
    expect((await promote(courseId, { application_id: b })).statusCode).toBe(200);
  });

  it("answers 'Nobody is on the waitlist' and 404 for an unknown course", async () => {
    const { courseId, ids } = await courseWithApplications(1, 1);
    const empty = await promote(courseId, { application_id: ids[0] });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Nobody is on the waitlist of this course.');
    expect((await promote(99_999_999, { application_id: 1 })).statusCode).toBe(404);
    expect((await seats(99_999_999)).json().message).toBe('There is no course with this id.');
  });

  it.each([
    ['no body', undefined],
    ['a missing id', {}],
    ['an id as text', { application_id: '1' }],
    ['a fraction', { application_id: 1.5 }],
    ['zero', { application_id: 0 }],
    ['an unknown field', { application_id: 1, extra: true }],
    ['a NUL character', { application_id: 'a\u0000' }],
  ])('refuses %s with 400 in the one error shape', async (_, payload) => {
    const { courseId } = await courseWithApplications(1, 1);
    const response = await promote(courseId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses a course id that is not a whole number, and applicants', async () => {
    expect((await seats('abc')).statusCode).toBe(400);
    expect((await promote('1e3', { application_id: 1 })).statusCode).toBe(400);
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    const answer = await ctx.app.inject({ url: '/api/admin/applications/courses/1/seats', headers: applicant.headers });
    expect(answer.statusCode).toBe(403);
  });
});
