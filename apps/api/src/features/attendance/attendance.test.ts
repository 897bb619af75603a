import {
  ATTENDANCE_MESSAGES,
  attendanceRuleText,
  completionDoneMessage,
  presentLabel,
} from '@iiidem/shared/admin/attendance';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_NUMBER_PATTERN,
  courseNotHeldYetMessage,
} from '@iiidem/shared/admin/certificates';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { setCourseHeld } from '../../../test/support/held-course';
import { insertCourse } from '../../../test/support/nominations';
import { applications, certificates } from '../../db/schema/applications';
import { attendance } from '../../db/schema/attendance';
import { auditLog } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** Issue 19: attendance per held day for the approved participants, then completion and certificates in bulk. */

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Staff' });
});

/** A course with applicants (approved unless told otherwise), its dates moved to held or upcoming. */
async function batch(people: { first: string; status?: ApplicationStatus }[], held: 'held' | 'upcoming' = 'held') {
  const { db } = ctx.database;
  const course = await insertCourse(db, { name: 'Training of Trainers on Electoral Rolls' });
  const ids: number[] = [];
  for (const person of people) {
    const user = await signInAs(ctx.app, db, { user_type: 2, first_name: person.first, last_name: 'Verma' });
    const id = await applyDomestic(ctx.app, user, course.id, {
      photo: false,
      fields: { title: 'Ms', first_name: person.first, last_name: 'Verma' },
    });
    await db
      .update(applications)
      .set({ application_status: person.status ?? 2 })
      .where(eq(applications.id, id));
    ids.push(id);
  }
  const dates = await setCourseHeld(db, course.id, held);
  return { courseId: course.id, ids, dates };
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = staff.headers) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const sheetOf = (courseId: number) => call('GET', `/api/admin/courses/${courseId}/attendance`);
const save = (courseId: number, marks: unknown) => call('PUT', `/api/admin/courses/${courseId}/attendance`, { marks });

describe('attendance sheet', () => {
  it('lists the held days and only the approved participants, by name', async () => {
    const { courseId, ids, dates } = await batch([
      { first: 'Zoya' },
      { first: 'Asha' },
      { first: 'Ravi', status: 1 },
      { first: 'Meena', status: 4 },
    ]);
    const response = await sheetOf(courseId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.days).toHaveLength(5);
    expect(data.days[0]).toBe(dates.held_from);
    expect(data.days[4]).toBe(dates.held_to);
    expect(data.course.course_held).toBe(true);
    expect(data.participants.map((row: { name: string }) => row.name)).toEqual(['Ms Asha Verma', 'Ms Zoya Verma']);
    expect(data.participants[0]).toMatchObject({ application_id: ids[1], present: [], completed: false });
  });

  it('marks and unmarks, keeps one row per day, and audits the save', async () => {
    const { courseId, ids, dates } = await batch([{ first: 'Asha' }]);
    const id = ids[0] as number;
    const day = dates.held_from;
    let response = await save(courseId, [
      { application_id: id, day, present: true },
      { application_id: id, day, present: true },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ATTENDANCE_MESSAGES.saved);
    expect(response.json().data.participants[0].present).toEqual([day]);
    expect(await ctx.database.db.select().from(attendance).where(eq(attendance.application_id, id))).toHaveLength(1);

    response = await save(courseId, [{ application_id: id, day, present: false }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.participants[0].present).toEqual([]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entity_id, String(courseId))));
    expect(audits.map((row) => row.action)).toEqual(['attendance.save', 'attendance.save']);
  });

  it('refuses a participant not approved, a day outside the held dates, and saves nothing', async () => {
    const { courseId, ids, dates } = await batch([{ first: 'Asha' }, { first: 'Ravi', status: 3 }]);
    const [approved, rejected] = ids as [number, number];
    let response = await save(courseId, [
      { application_id: approved, day: dates.held_from, present: true },
      { application_id: rejected, day: dates.held_from, present: true },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: ATTENDANCE_MESSAGES.notParticipant,
      errors: [{ path: 'marks.1.application_id', msg: ATTENDANCE_MESSAGES.notParticipant }],
    });
    response = await save(courseId, [{ application_id: approved, day: dates.start_from, present: true }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ATTENDANCE_MESSAGES.dayOutsideHeldDates);
    // Another course's participant is not this course's.
    const other = await batch([{ first: 'Meena' }]);
    response = await save(courseId, [{ application_id: other.ids[0], day: dates.held_from, present: true }]);
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(attendance).where(eq(attendance.application_id, approved))).toEqual([]);
  });

  it('refuses bad input with a 4xx in the one error shape', async () => {
    const { courseId, ids, dates } = await batch([{ first: 'Asha' }]);
    const good = { application_id: ids[0], day: dates.held_from, present: true };
    const bad: unknown[] = [
      { marks: 'x' },
      {},
      { marks: [{ ...good, present: 'yes' }] },
      { marks: [{ ...good, day: '14-12-2026' }] },
      { marks: [{ ...good, day: '2026-02-30' }] },
      { marks: [{ ...good, application_id: '1' }] },
      { marks: [{ ...good, application_id: 0 }] },
      { marks: [{ ...good, extra: 1 }] },
      { marks: [{ ...good, day: 'a\u0000b' }] },
      { marks: Array.from({ length: 5001 }, () => good) },
    ];
    for (const payload of bad) {
      const response = await call('PUT', `/api/admin/courses/${courseId}/attendance`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await save(999_999, [good])).statusCode).toBe(404);
    expect((await sheetOf(999_999)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/courses/abc/attendance')).statusCode).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(attendance)
        .where(eq(attendance.application_id, ids[0] as number)),
    ).toEqual([]);
  });

  it('is for staff only: an applicant gets 403, nobody signed in 401', async () => {
    const { courseId } = await batch([{ first: 'Asha' }]);
    const applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    expect(
      (await call('GET', `/api/admin/courses/${courseId}/attendance`, undefined, applicant.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/admin/courses/${courseId}/attendance/completion`, {}, applicant.headers)).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/admin/courses/${courseId}/attendance` })).statusCode).toBe(401);
  });

  it('labels each checkbox with the day and the name', () => {
    expect(presentLabel('2026-12-14', 'Asha Verma')).toBe('Present on 14-12-2026: Asha Verma');
  });
});

describe('complete all who attended', () => {
  it('previews who will be completed and certified and who not, then completes and certifies them in one action', async () => {
    const { courseId, ids, dates } = await batch([{ first: 'Asha' }, { first: 'Bina' }, { first: 'Chitra' }]);
    const [asha, bina, chitra] = ids as [number, number, number];
    const all = (await sheetOf(courseId)).json().data.days as string[];
    const marks = [
      ...all.map((day) => ({ application_id: asha, day, present: true })),
      ...all.slice(0, 3).map((day) => ({ application_id: bina, day, present: true })),
      { application_id: chitra, day: dates.held_from, present: true },
    ];
    expect((await save(courseId, marks)).statusCode).toBe(200);

    let preview = await call('POST', `/api/admin/courses/${courseId}/attendance/completion-preview`, {});
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ min_days: 5, total_days: 5, rule: attendanceRuleText(5, 5) });
    expect(preview.json().data.rule).toBe('Attended at least 5 of 5 days');
    const outcomes = (body: { data: { entries: { application_id: number; outcome: string }[] } }) =>
      Object.fromEntries(body.data.entries.map((entry) => [entry.application_id, entry.outcome]));
    expect(outcomes(preview.json())).toEqual({
      [asha]: 'complete_and_certify',
      [bina]: 'too_few_days',
      [chitra]: 'too_few_days',
    });
    preview = await call('POST', `/api/admin/courses/${courseId}/attendance/completion-preview`, { min_days: 3 });
    expect(outcomes(preview.json())).toEqual({
      [asha]: 'complete_and_certify',
      [bina]: 'complete_and_certify',
      [chitra]: 'too_few_days',
    });
    // Nothing changed by the preview.
    expect(
      (await sheetOf(courseId)).json().data.participants.every((row: { completed: boolean }) => !row.completed),
    ).toBe(true);

    const done = await call('POST', `/api/admin/courses/${courseId}/attendance/completion`, { min_days: 3 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(completionDoneMessage(2, 2));
    expect(done.json().message).toBe('2 completed and 2 certificates issued.');
    expect(outcomes(done.json())).toEqual({
      [asha]: 'already_certified',
      [bina]: 'already_certified',
      [chitra]: 'too_few_days',
    });
    const issued = await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, asha));
    expect(issued).toHaveLength(1);
    expect(issued[0]?.certificate_number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(issued[0]?.holder_name).toBe('Ms Asha Verma');
    const [chitraRow] = await ctx.database.db.select().from(applications).where(eq(applications.id, chitra));
    expect(chitraRow?.completed_at).toBeNull();

    // Again: nobody is left.
    const again = await call('POST', `/api/admin/courses/${courseId}/attendance/completion`, { min_days: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MESSAGES.nobodyToComplete);
  });

  it('before the course is held asks for the reason, then records it with each completion', async () => {
    const { courseId, ids, dates } = await batch([{ first: 'Asha' }], 'upcoming');
    const id = ids[0] as number;
    expect((await save(courseId, [{ application_id: id, day: dates.held_from, present: true }])).statusCode).toBe(200);
    const url = `/api/admin/courses/${courseId}/attendance/completion`;
    const refused = await call('POST', url, { min_days: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: courseNotHeldYetMessage(dates.held_from),
      errors: [{ path: 'reason', msg: CERTIFICATE_MESSAGES.reasonRequired }],
    });
    const [before] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(before?.completed_at).toBeNull();

    const done = await call('POST', url, { min_days: 1, reason: 'Course moved forward by the ECI' });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(after?.completed_early_reason).toBe('Course moved forward by the ECI');
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id))).toHaveLength(
      1,
    );
  });

  it('refuses a rule of more days than the course is held, and bad bodies', async () => {
    const { courseId } = await batch([{ first: 'Asha' }]);
    const url = `/api/admin/courses/${courseId}/attendance/completion-preview`;
    const tooMany = await call('POST', url, { min_days: 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(ATTENDANCE_MESSAGES.minDaysTooMany);
    for (const payload of [{ min_days: 0 }, { min_days: '2' }, { min_days: 1.5 }, { other: 1 }, { reason: 'x' }]) {
      expect((await call('POST', url, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ reason: '' }, { reason: 5 }, { reason: 'a'.repeat(501) }, { reason: 'a\u0000' }]) {
      expect((await call('POST', `/api/admin/courses/${courseId}/attendance/completion`, payload)).statusCode).toBe(
        400,
      );
    }
    expect((await call('POST', '/api/admin/courses/999999/attendance/completion', {})).statusCode).toBe(404);
  });
});
