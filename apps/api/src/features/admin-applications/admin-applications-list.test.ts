import { APPLICATION_MESSAGES } from '@iiidem/shared/admin/applications';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { API_ERRORS } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { adminApplicationRoutes, applyDomestic, applyInternational } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import { applicationDomesticDetails, applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
let courseA: { id: number };
let courseB: { id: number };
/** a1 Asha -> A, a2 Asha -> B, a3 Ravi (faculty) -> A, a4 Ngozi (international) -> B. */
let a1: number;
let a2: number;
let a3: number;
let a4: number;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  applicant = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Asha', last_name: 'Verma' });
  const faculty = await signInAs(ctx.app, db, { user_type: 3, first_name: 'Ravi', last_name: 'Kumar' });
  const international = await signInAs(ctx.app, db, {
    user_type: 4,
    first_name: 'Ngozi',
    last_name: 'Okafor',
    mobile_no: '2348012345678',
  });
  courseA = await insertCourse(db, { name: 'Alpha Course on Electoral Rolls' });
  courseB = await insertCourse(db, { name: 'Beta Course for Observers', programTypeId: PROGRAM_TYPE.international });
  a1 = await applyDomestic(ctx.app, applicant, courseA.id);
  // a2 is older than issue 17's rule (a domestic applicant on an international course): the back office still
  // lists such applications, so it is made while course B was domestic.
  const setCourseType = (programTypeId: number) =>
    db.update(courses).set({ program_type_id: programTypeId }).where(eq(courses.id, courseB.id));
  await setCourseType(PROGRAM_TYPE.domestic);
  a2 = await applyDomestic(ctx.app, applicant, courseB.id);
  await setCourseType(PROGRAM_TYPE.international);
  a3 = await applyDomestic(ctx.app, faculty, courseA.id);
  a4 = await applyInternational(ctx.app, international, courseB.id);
  const set = (id: number, values: Partial<typeof applications.$inferInsert>) =>
    db.update(applications).set(values).where(eq(applications.id, id));
  // a1 at 01:30 IST on 11 January, a3 at 15:30 IST that day, a2 on the 12th, a4 on the 15th.
  await set(a1, { created_at: new Date('2025-01-10T20:00:00Z') });
  await set(a2, { created_at: new Date('2025-01-12T05:00:00Z'), application_status: 2 });
  await set(a3, { created_at: new Date('2025-01-11T10:00:00Z'), completed_at: new Date('2025-02-01T10:00:00Z') });
  await set(a4, { created_at: new Date('2025-01-15T05:00:00Z'), application_status: 3 });
});

function list(query = '', headers = staff.headers) {
  return ctx.app.inject({ url: `/api/admin/applications${query}`, headers });
}

async function ids(query: string): Promise<number[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json().data.applications.map((row: { id: number }) => row.id);
}

describe('GET /api/admin/applications', () => {
  it('lists the newest first with applicant, course, status and the pager', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.data.pager).toEqual({ page: 1, page_size: 25, total: 4, total_pages: 1, total_capped: false });
    expect(body.data.applications.map((row: { id: number }) => row.id)).toEqual([a4, a2, a3, a1]);
    expect(body.data.applications[3]).toEqual({
      id: a1,
      first_name: 'Asha',
      last_name: 'Verma',
      email: applicant.email,
      user_type: 2,
      course_id: courseA.id,
      course_name: 'Alpha Course on Electoral Rolls',
      program_type_id: 1,
      program_type: 'Domestic',
      status: 1,
      status_note: null,
      created_at: '2025-01-10T20:00:00.000Z',
      completed_at: null,
      // Other accounts of this file apply as Asha Verma born on the same day (the test form's values).
      possible_duplicate: true,
    });
  });

  it('filters by course, program type, status, user type and completion', async () => {
    expect(await ids(`?course_id=${courseA.id}`)).toEqual([a3, a1]);
    expect(await ids('?program_type_id=2')).toEqual([a4, a2]);
    expect(await ids('?status=2')).toEqual([a2]);
    expect(await ids('?status=4')).toEqual([]);
    expect(await ids('?user_type=3')).toEqual([a3]);
    expect(await ids('?user_type=4')).toEqual([a4]);
    expect(await ids('?completed=true')).toEqual([a3]);
    expect(await ids('?completed=false')).toEqual([a4, a2, a1]);
    expect(await ids(`?course_id=${courseB.id}&status=3`)).toEqual([a4]);
  });

  it('filters by the day applied, in India Standard Time', async () => {
    expect(await ids('?from=2025-01-11&to=2025-01-11')).toEqual([a3, a1]);
    expect(await ids('?from=2025-01-12')).toEqual([a4, a2]);
    expect(await ids('?to=2025-01-10')).toEqual([]);
  });

  it('searches first name, last name and e-mail in any case, in the account and the nomination', async () => {
    expect(await ids('?q=verma')).toEqual([a2, a1]);
    expect(await ids('?q=OKAFOR')).toEqual([a4]);
    expect(await ids('?q=asha%20verma')).toEqual([a2, a1]);
    expect(await ids(`?q=${encodeURIComponent(applicant.email.toUpperCase())}`)).toEqual([a2, a1]);
    await ctx.database.db
      .update(applicationDomesticDetails)
      .set({ first_name: 'Kavitha' })
      .where(eq(applicationDomesticDetails.application_id, a3));
    expect(await ids('?q=kavith')).toEqual([a3]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?q=_')).toEqual([]);
  });

  it('finds a part of a name or e-mail, but not a part that runs from the name into the e-mail', async () => {
    expect(await ids('?q=sha%20ver')).toEqual([a2, a1]);
    expect(await ids(`?q=${encodeURIComponent(applicant.email.slice(3, -4))}`)).toEqual([a2, a1]);
    expect(await ids('?q=kafo')).toEqual([a4]);
    // The indexed text is "first last e-mail": a part across the space before the e-mail is no match.
    expect(await ids(`?q=${encodeURIComponent(`verma ${applicant.email.slice(0, 5)}`)}`)).toEqual([]);
  });

  it('counts only what the filters and search keep', async () => {
    const pager = async (query: string) => (await list(query)).json().data.pager;
    expect(await pager('?program_type_id=2')).toMatchObject({ total: 2, total_pages: 1, total_capped: false });
    expect(await pager('?user_type=2&q=verma')).toMatchObject({ total: 2, total_capped: false });
    expect(await pager('?program_type_id=2&q=verma&page_size=1')).toMatchObject({ total: 1, total_pages: 1 });
    expect(await pager('?q=nobody-at-all')).toMatchObject({ total: 0, total_pages: 0, total_capped: false });
    // A search page past the end still tells the count.
    expect((await list('?q=verma&page=2&page_size=2')).json().data).toEqual({
      applications: [],
      pager: { page: 2, page_size: 2, total: 2, total_pages: 1, total_capped: false },
    });
  });

  it('reads every page, the last one too, in the order of the whole list, for every sort', async () => {
    for (const sort of ['created_at', 'name', 'course', 'status']) {
      for (const order of ['asc', 'desc']) {
        const whole = await ids(`?sort=${sort}&order=${order}`);
        const paged: number[] = [];
        for (const page of [1, 2, 3, 4])
          paged.push(...(await ids(`?sort=${sort}&order=${order}&page_size=1&page=${page}`)));
        expect(paged).toEqual(whole);
        expect(await ids(`?sort=${sort}&order=${order}&page_size=3&page=2`)).toEqual(whole.slice(3));
      }
    }
  });

  it('refuses a page that starts beyond the first 10,000 applications', async () => {
    expect(await ids('?page=400')).toEqual([]);
    expect(await ids('?page=100&page_size=100')).toEqual([]);
    for (const query of ['?page=401', '?page=101&page_size=100', '?page=10001&page_size=1']) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: API_ERRORS.validation,
        errors: [{ path: 'page', msg: APPLICATION_MESSAGES.pageTooDeep }],
      });
    }
    expect(APPLICATION_MESSAGES.pageTooDeep).toBe(
      'Only the first 10,000 applications can be paged through; narrow the filters or reverse the order.',
    );
  });

  it('pages with a stable order and tells the total', async () => {
    const first = (await list('?page_size=3')).json().data;
    expect(first.pager).toEqual({ page: 1, page_size: 3, total: 4, total_pages: 2, total_capped: false });
    const second = (await list('?page_size=3&page=2')).json().data;
    expect(second.applications.map((row: { id: number }) => row.id)).toEqual([a1]);
    expect(await ids('?page=3&page_size=3')).toEqual([]);
  });

  it('sorts by name, course and status, ties broken by id', async () => {
    expect(await ids('?sort=name&order=asc')).toEqual([a1, a2, a4, a3]);
    expect(await ids('?sort=name&order=desc')).toEqual([a3, a4, a2, a1]);
    expect(await ids('?sort=course&order=asc')).toEqual([a1, a3, a2, a4]);
    expect(await ids('?sort=status&order=desc')).toEqual([a4, a2, a3, a1]);
    expect(await ids('?sort=created_at&order=asc')).toEqual([a1, a3, a2, a4]);
  });

  it.each([
    ['?status=6', 'status'],
    ['?status=abc', 'status'],
    ['?user_type=1', 'user_type'],
    ['?program_type_id=4', 'program_type_id'],
    ['?course_id=0', 'course_id'],
    ['?completed=yes', 'completed'],
    ['?from=2025-13-01', 'from'],
    ['?from=2025-02-01&to=2025-01-01', 'to'],
    ['?page=0', 'page'],
    ['?page_size=101', 'page_size'],
    ['?sort=email', 'sort'],
    ['?order=up', 'order'],
    ['?role=admin', 'role'],
  ])('answers %s with 400 and a message', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
    expect(body.errors[0].path).toBe(field);
    expect(body.errors[0].msg).toBeTruthy();
  });
});

describe('GET /api/admin/applications/courses', () => {
  it('lists the courses that have applications, for the course filter', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/applications/courses', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((course: { course_name: string }) => course.course_name);
    expect(names).toEqual(expect.arrayContaining(['Alpha Course on Electoral Rolls', 'Beta Course for Observers']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers at most 50 courses, newest start first, those whose name has q, and always course_id', async () => {
    const db = ctx.database.db;
    // Applications of an account of its own, so the other tests' lists stay as they were.
    const [other] = await db
      .insert(users)
      .values({ first_name: 'Opt', last_name: 'Ions', email_id: 'options@example.org', password_hash: 'x' })
      .returning({ id: users.id });
    const many: number[] = [];
    for (let i = 0; i < 55; i++) {
      const course = await insertCourse(db, { name: `Gamma Options Course ${i}` });
      await db.insert(applications).values({ user_id: other!.id, course_id: course.id, form: 'domestic' });
      many.push(course.id);
    }
    const options = async (query: string) => {
      const response = await ctx.app.inject({ url: `/api/admin/applications/courses${query}`, headers: staff.headers });
      expect(response.statusCode).toBe(200);
      return response.json().data as { id: number; course_name: string }[];
    };
    // Every course here starts on the same day: the newest id comes first.
    const newest = await options('');
    expect(newest).toHaveLength(50);
    expect(newest.slice(0, 3).map((course) => course.id)).toEqual([many[54], many[53], many[52]]);
    expect((await options('?q=BETA%20course')).map((course) => course.id)).toEqual([courseB.id]);
    expect((await options('?q=options%20course%2012')).map((course) => course.course_name)).toEqual([
      'Gamma Options Course 12',
    ]);
    expect((await options(`?q=beta&course_id=${courseA.id}`)).map((course) => course.id)).toEqual([
      courseA.id,
      courseB.id,
    ]);
    const bad = await ctx.app.inject({ url: '/api/admin/applications/courses?course_id=x', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'course_id', msg: APPLICATION_MESSAGES.courseId }]);
  });
});

describe('GET /api/admin/applications/export.csv', () => {
  it('downloads the filtered list as CSV with every formula cell escaped', async () => {
    const db = ctx.database.db;
    const mallory = await signInAs(ctx.app, db, { user_type: 2, first_name: 'Mallory', last_name: 'Evil' });
    const course = await insertCourse(db, { name: '-Course=1+1' });
    const id = await applyDomestic(ctx.app, mallory, course.id);
    await db
      .update(users)
      .set({ first_name: '=HYPERLINK("http://x")', last_name: '+1' })
      .where(eq(users.id, mallory.id));
    await db
      .update(applications)
      .set({ status_note: '@SUM(1)', created_at: new Date('2025-01-20T06:00:00Z') })
      .where(eq(applications.id, id));

    const response = await ctx.app.inject({
      url: `/api/admin/applications/export.csv?course_id=${course.id}`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Application ID,Application number,First name,Last name,E-mail,User type,Course ID,Course,Program type,Status,Status note,Applied on,Completed on',
      `${id},IIIDEM/2025/${String(id).padStart(6, '0')},"'=HYPERLINK(""http://x"")",'+1,${mallory.email},Domestic,${course.id},'-Course=1+1,Domestic,Received,'@SUM(1),2025-01-20 11:30 IST,`,
    ]);
  });

  it('uses the same filters and order as the list', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/applications/export.csv?q=verma&sort=created_at&order=asc',
      headers: staff.headers,
    });
    const rows = response.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([a1, a2]);
    expect(rows[1]).toContain(',Approved,');
    const bad = await ctx.app.inject({ url: '/api/admin/applications/export.csv?page=1', headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('role checks on every back-office applications route', () => {
  it('answers 401 without a token and 403 to an applicant', async () => {
    for (const route of adminApplicationRoutes(a1)) {
      const anonymous = await ctx.app.inject({ method: route.method, url: route.url, payload: route.payload });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const forbidden = await ctx.app.inject({ ...route, headers: applicant.headers });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forbidden.json()).toEqual({ success: false, message: 'You are not allowed to do that.' });
    }
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, a1));
    expect(row?.application_status).toBe(1);
  });

  it('lets an admin in as well as staff', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
    expect((await list('', admin.headers)).statusCode).toBe(200);
  });
});
