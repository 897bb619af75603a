import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { APPLY_INELIGIBILITY_TEXTS } from '@iiidem/shared/courses/apply-eligibility';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { domesticFields, insertCourse, internationalFields, multipart } from '../../../test/support/nominations';
import { applications, nominationDrafts } from '../../db/schema/applications';
import { mailOutbox } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** Issue 17: the course's programme type, not the tab the applicant last opened, decides who may apply. */
const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });

let domestic: SignedInUser;
let faculty: SignedInUser;
let international: SignedInUser;
type Course = { id: number; course_name: string };
let domesticCourse: Course;
let internationalCourse: Course;
let academicCourse: Course;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  domestic = await signInAs(ctx.app, db, { user_type: 2 });
  faculty = await signInAs(ctx.app, db, { user_type: 3 });
  international = await signInAs(ctx.app, db, { user_type: 4, mobile_no: '2348012345678' });
  domesticCourse = await insertCourse(db, { programTypeId: PROGRAM_TYPE.domestic, hostel: 'No' });
  internationalCourse = await insertCourse(db, { programTypeId: PROGRAM_TYPE.international, hostel: 'No' });
  academicCourse = await insertCourse(db, { programTypeId: PROGRAM_TYPE.academic, hostel: 'No' });
});

function submit(form: 'domestic' | 'international', user: SignedInUser, fields: Record<string, string>) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/nominations/${form}`,
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
}

function saveDraft(user: SignedInUser, courseId: number | string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/nominations/drafts/${courseId}`,
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** Nothing half-written: no application, no acknowledgement mail, no draft for the pair. */
async function expectNothingStored(user: SignedInUser, course: Course) {
  const courseId = course.id;
  const db = ctx.database.db;
  const pair = and(eq(applications.user_id, user.id), eq(applications.course_id, courseId));
  expect(await db.select().from(applications).where(pair)).toEqual([]);
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, user.email));
  expect(mails.filter((mail) => mail.subject === `Application received: ${course.course_name}`)).toEqual([]);
  const draft = and(eq(nominationDrafts.user_id, user.id), eq(nominationDrafts.course_id, courseId));
  expect(await db.select().from(nominationDrafts).where(draft)).toEqual([]);
}

function expectRefusal(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ success: false, message });
}

describe('POST /api/nominations/{form}: the course must fit the applicant', () => {
  it("refuses a domestic applicant on an international course with 'This programme is for international applicants.'", async () => {
    const response = await submit('domestic', domestic, domesticFields(internationalCourse.id));
    expectRefusal(response, 'This programme is for international applicants.');
    await expectNothingStored(domestic, internationalCourse);
  });

  it('refuses a faculty applicant on an international course', async () => {
    const response = await submit('domestic', faculty, domesticFields(internationalCourse.id));
    expectRefusal(response, APPLY_INELIGIBILITY_TEXTS['international-course']);
    await expectNothingStored(faculty, internationalCourse);
  });

  it("refuses an international applicant on a domestic course with 'This programme is for domestic and faculty applicants.'", async () => {
    const response = await submit('international', international, internationalFields(domesticCourse.id));
    expectRefusal(response, 'This programme is for domestic and faculty applicants.');
    await expectNothingStored(international, domesticCourse);
  });

  it("refuses everyone on an academic course with 'Academic programmes are not applied for through this portal.'", async () => {
    const text = 'Academic programmes are not applied for through this portal.';
    expectRefusal(await submit('domestic', domestic, domesticFields(academicCourse.id)), text);
    expectRefusal(await submit('international', international, internationalFields(academicCourse.id)), text);
    await expectNothingStored(domestic, academicCourse);
    await expectNothingStored(international, academicCourse);
  });

  it('answers a course id of the wrong type with 400 and an unknown one with 404, storing nothing', async () => {
    for (const bad of ['abc', '1.5', '-3', '', '7\u0000']) {
      const response = await submit('domestic', domestic, domesticFields(1, { course_id: bad }));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const unknown = await submit('domestic', domestic, domesticFields(99_999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'This course does not exist.' });
    expect(await ctx.database.db.select().from(applications).where(eq(applications.user_id, domestic.id))).toEqual([]);
  });

  it('accepts the fitting pairs, and refuses a second application for the same course with 409', async () => {
    const first = await submit('domestic', faculty, domesticFields(domesticCourse.id));
    expect(first.statusCode).toBe(201);
    const second = await submit('domestic', faculty, domesticFields(domesticCourse.id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'You have already applied for this course.' });
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.user_id, faculty.id));
    expect(rows).toHaveLength(1);

    const fitting = await submit('international', international, internationalFields(internationalCourse.id));
    expect(fitting.statusCode).toBe(201);
  });
});

describe('PUT /api/nominations/drafts/:courseId: a draft starts a nomination, so the same rule holds', () => {
  it('refuses to keep a draft for a course that does not fit, and keeps one for a course that does', async () => {
    expectRefusal(
      await saveDraft(domestic, internationalCourse.id, { form: 'domestic', data: { designation: 'Officer' } }),
      APPLY_INELIGIBILITY_TEXTS['international-course'],
    );
    expectRefusal(
      await saveDraft(international, domesticCourse.id, { form: 'international', data: { country: 'INDIA' } }),
      APPLY_INELIGIBILITY_TEXTS['domestic-course'],
    );
    expectRefusal(
      await saveDraft(domestic, academicCourse.id, { form: 'domestic', data: {} }),
      APPLY_INELIGIBILITY_TEXTS['academic-course'],
    );
    await expectNothingStored(domestic, internationalCourse);
    await expectNothingStored(international, domesticCourse);

    const kept = await saveDraft(domestic, domesticCourse.id, { form: 'domestic', data: { designation: 'Officer' } });
    expect(kept.statusCode).toBe(200);
  });

  it('answers wrong types and unknown courses with a 4xx in the one error shape', async () => {
    const cases: [courseId: string | number, body: unknown, status: number][] = [
      ['abc', { form: 'domestic', data: {} }, 400],
      [99_999_999, { form: 'domestic', data: {} }, 404],
      [domesticCourse.id, { form: 'academic', data: {} }, 400],
      [domesticCourse.id, { form: 'domestic', data: { designation: 7 } }, 400],
      [domesticCourse.id, { data: {} }, 400],
    ];
    for (const [courseId, body, status] of cases) {
      const response = await saveDraft(faculty, courseId, body);
      expect(response.statusCode, JSON.stringify([courseId, body])).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
