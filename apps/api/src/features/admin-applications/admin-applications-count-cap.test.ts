import { APPLICATION_COUNT_CAP, APPLICATION_MESSAGES } from '@iiidem/shared/admin/applications';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { insertCourse } from '../../../test/support/nominations';
import { ensureReferenceData } from '../../db/seed/reference-data';

/** The applications list stops counting at APPLICATION_COUNT_CAP (issue 13): 10,003 applications here. */

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
const MADE = APPLICATION_COUNT_CAP + 3;

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  const course = await insertCourse(db, { name: 'Counting Course' });
  // Applicants and applications made in SQL: the sign-up flow for 10,003 people would take minutes.
  await db.execute(sql`
    insert into users (user_type, first_name, last_name, email_id, password_hash)
    select 2, 'Many', 'Applicant' || n, 'many' || n || '@example.org', 'x' from generate_series(1, ${MADE}) as n`);
  await db.execute(sql`
    insert into applications (user_id, course_id, form, application_status, created_at)
    select u.id, ${course.id}, 'domestic', case when u.id % 1000 = 0 then 2 else 1 end,
      timestamptz '2025-01-01 00:00:00+00' + make_interval(mins => u.id)
    from users u where u.email_id like 'many%@example.org'`);
}, 60_000);

function pagerOf(query: string) {
  return ctx.app.inject({ url: `/api/admin/applications${query}`, headers: staff.headers });
}

describe('GET /api/admin/applications with more than 10,000 matches', () => {
  it("stops counting at 10,000 and says so with total_capped, for '10,000+'", async () => {
    const response = await pagerOf('');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pager).toEqual({
      page: 1,
      page_size: 25,
      total: 10_000,
      total_pages: 400,
      total_capped: true,
    });
  });

  it('caps the count of a search too', async () => {
    const response = await pagerOf('?q=applicant1');
    expect(response.json().data.pager).toEqual({
      page: 1,
      page_size: 25,
      total: 1_115,
      total_pages: 45,
      total_capped: false,
    });
    const all = await pagerOf('?q=many%20applicant&page=2');
    expect(all.json().data.pager).toEqual({
      page: 2,
      page_size: 25,
      total: 10_000,
      total_pages: 400,
      total_capped: true,
    });
  });

  it('counts exactly below the cap', async () => {
    const response = await pagerOf('?status=2');
    expect(response.json().data.pager).toEqual({
      page: 1,
      page_size: 25,
      total: 10,
      total_pages: 1,
      total_capped: false,
    });
  });

  it('pages up to the 10,000th application (newest first) and no further', async () => {
    const last = await pagerOf('?page=400');
    expect(last.statusCode).toBe(200);
    const rows = last.json().data.applications as { last_name: string }[];
    expect(rows).toHaveLength(25);
    // Newest first: the 10,000th newest of 10,003 is the 4th made.
    expect(rows.at(-1)?.last_name).toBe('Applicant4');
    expect((await pagerOf('?page=401')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/applications/export.csv with more than 10,000 matches', () => {
  it('refuses the export with 400 and asks to narrow the filters; exports a narrower one', async () => {
    const refused = await ctx.app.inject({ url: '/api/admin/applications/export.csv', headers: staff.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: APPLICATION_MESSAGES.tooManyRows });
    expect(APPLICATION_MESSAGES.tooManyRows).toBe('Too many applications to export at once; narrow the filters.');
    const narrow = await ctx.app.inject({ url: '/api/admin/applications/export.csv?status=2', headers: staff.headers });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.body.trimEnd().split('\r\n')).toHaveLength(11);
  });
});
