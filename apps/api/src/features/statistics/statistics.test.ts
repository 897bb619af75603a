import { STATISTICS_MESSAGES } from '@iiidem/shared/admin/statistics';
import { PROGRAM_TYPE } from '@iiidem/shared/constants';
import { DEFAULT_HOME_FIGURES } from '@iiidem/shared/site-settings';
import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { insertCourse } from '../../../test/support/nominations';
import { users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { countries } from '../../db/schema/reference';
import { auditLog } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { ensureSiteSettings } from '../../db/seed/site-settings';
import { ManualClock, resetClock, setClock } from '../../lib/clock';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let applicant: SignedInUser;
let course2024: { id: number };
let course2025: { id: number };
let abroad: { id: number };

type Seed = {
  course: number;
  status?: 1 | 2 | 3 | 4 | 5;
  completed?: boolean;
  gender?: string;
  state?: string;
  country?: string;
  createdAt?: Date;
};

let people = 0;
async function seed(one: Seed): Promise<number> {
  const db = ctx.database.db;
  people += 1;
  const [user] = await db
    .insert(users)
    .values({
      first_name: `Person${people}`,
      last_name: 'Test',
      email_id: `statistics-${people}@example.test`,
      password_hash: 'x',
      user_type: one.country ? 4 : 2,
    })
    .returning({ id: users.id });
  const [application] = await db
    .insert(applications)
    .values({
      user_id: user?.id ?? 0,
      course_id: one.course,
      form: one.country ? 'international' : 'domestic',
      application_status: one.completed ? 2 : (one.status ?? 1),
      completed_at: one.completed ? new Date('2025-01-01T00:00:00Z') : null,
      ...(one.createdAt ? { created_at: one.createdAt } : {}),
    })
    .returning({ id: applications.id });
  const id = application?.id ?? 0;
  if (one.country) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, one.country));
    await db.insert(applicationInternationalDetails).values({
      application_id: id,
      first_name: 'Ngozi',
      last_name: 'Okafor',
      gender: one.gender ?? 'F',
      nominating_country: country?.id ?? null,
    });
  } else {
    await db.insert(applicationDomesticDetails).values({
      application_id: id,
      first_name: 'Asha',
      last_name: 'Verma',
      gender: one.gender ?? 'F',
      state_ut_name: one.state ?? 'Kerala',
    });
  }
  return id;
}

beforeAll(async () => {
  const db = ctx.database.db;
  await ensureReferenceData(db);
  await ensureSiteSettings(db);
  staff = await signInAs(ctx.app, db, { role: 'staff' });
  applicant = await signInAs(ctx.app, db);
  course2024 = await insertCourse(db, { name: 'Electoral Rolls 2024', open: false });
  course2025 = await insertCourse(db, { name: '=Observers 2025', open: false });
  abroad = await insertCourse(db, { name: 'Election Management Bodies', programTypeId: PROGRAM_TYPE.international });
  const held = (id: number, day: string, capacity: number | null) =>
    db
      .update(courses)
      .set({ start_from: day, end_to: day, held_from: day, held_to: day, capacity })
      .where(eq(courses.id, id));
  await held(course2024.id, '2024-03-04', 5);
  await held(course2025.id, '2025-02-10', null);
  await held(abroad.id, '2025-06-01', 2);
  // 2024: three participants (two Kerala women, a Bihar man), one approved not completed, one rejected.
  await seed({ course: course2024.id, completed: true });
  await seed({ course: course2024.id, completed: true });
  await seed({ course: course2024.id, completed: true, gender: 'M', state: 'Bihar' });
  await seed({ course: course2024.id, status: 2 });
  await seed({ course: course2024.id, status: 3 });
  // 2025: one domestic participant, two received (one new, one three weeks old), one waitlisted.
  await seed({ course: course2025.id, completed: true, gender: 'T', state: 'Goa' });
  await seed({ course: course2025.id, status: 1 });
  await seed({ course: course2025.id, status: 1, createdAt: new Date(Date.now() - 21 * 86_400_000) });
  await seed({ course: course2025.id, status: 4 });
  // Abroad, 2025: two participants from Nigeria and one from Kenya; one approved, one withdrawn.
  await seed({ course: abroad.id, completed: true, country: 'NG' });
  await seed({ course: abroad.id, completed: true, country: 'NG', gender: 'M' });
  await seed({ course: abroad.id, completed: true, country: 'KE', gender: 'M' });
  await seed({ course: abroad.id, status: 2, country: 'KE' });
  await seed({ course: abroad.id, status: 5, country: 'KE' });
});

const get = (url: string, headers = staff.headers) => ctx.app.inject({ url, headers });

describe('GET /api/admin/home', () => {
  it('counts each course’s applications: new, to review, approved, waitlisted, seats left, completed', async () => {
    const response = await get('/api/admin/home');
    expect(response.statusCode, response.body).toBe(200);
    const { courses: rows, new_since: newSince } = response.json().data;
    expect(newSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const of = (id: number) => rows.find((row: { course_id: number }) => row.course_id === id);
    expect(of(course2024.id)).toMatchObject({
      course_name: 'Electoral Rolls 2024',
      held_from: '2024-03-04',
      new: 0,
      to_review: 0,
      approved: 4,
      waitlisted: 0,
      completed: 3,
      seats_left: 1,
    });
    expect(of(course2025.id)).toMatchObject({
      new: 1,
      to_review: 2,
      approved: 1,
      waitlisted: 1,
      completed: 1,
      seats_left: null,
    });
    expect(of(abroad.id)).toMatchObject({ approved: 4, completed: 3, seats_left: 0 });
    // The newest held first.
    expect(rows.map((row: { course_id: number }) => row.course_id)).toEqual([abroad.id, course2025.id, course2024.id]);
  });

  it('is for staff: an applicant gets 403, no session 401', async () => {
    expect((await get('/api/admin/home', applicant.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/home' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/statistics', () => {
  it('counts participants (completed applications) by programme type, course, state, country, gender and year', async () => {
    const response = await get('/api/admin/statistics');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ from_year: null, to_year: null, participants: 7, courses: 3, countries: 3 });
    expect(data.tables.program_type).toEqual([
      { label: 'Domestic', count: 4 },
      { label: 'International', count: 3 },
    ]);
    expect(data.tables.course).toEqual([
      { label: 'Election Management Bodies (01-06-2025)', count: 3 },
      { label: 'Electoral Rolls 2024 (04-03-2024)', count: 3 },
      { label: '=Observers 2025 (10-02-2025)', count: 1 },
    ]);
    expect(data.tables.state).toEqual([
      { label: 'Outside India', count: 3 },
      { label: 'Kerala', count: 2 },
      { label: 'Bihar', count: 1 },
      { label: 'Goa', count: 1 },
    ]);
    expect(data.tables.country).toEqual([
      { label: 'India', count: 4 },
      { label: 'Nigeria', count: 2 },
      { label: 'Kenya', count: 1 },
    ]);
    expect(data.tables.gender).toEqual([
      { label: 'Female', count: 3 },
      { label: 'Male', count: 3 },
      { label: 'Others', count: 1 },
    ]);
    expect(data.tables.year).toEqual([
      { label: '2024', count: 3 },
      { label: '2025', count: 4 },
    ]);
  });

  it('keeps to the year range', async () => {
    const data = (await get('/api/admin/statistics?from_year=2025&to_year=2025')).json().data;
    expect(data).toMatchObject({ from_year: 2025, to_year: 2025, participants: 4, courses: 2, countries: 3 });
    expect(data.tables.year).toEqual([{ label: '2025', count: 4 }]);
    const early = (await get('/api/admin/statistics?to_year=2024')).json().data;
    expect(early.participants).toBe(3);
    expect(early.tables.country).toEqual([{ label: 'India', count: 3 }]);
  });

  it.each([
    ['?from_year=abc', STATISTICS_MESSAGES.fromYear],
    ['?from_year=1999', STATISTICS_MESSAGES.fromYear],
    ['?to_year=2100', STATISTICS_MESSAGES.toYear],
    ['?to_year=20%0025', 'Remove the control character'],
    ['?from_year=2025&to_year=2024', STATISTICS_MESSAGES.yearOrder],
    ['?from_year=2025&from_year=2026', STATISTICS_MESSAGES.fromYear],
    ['?to_year=<5000 nines>', STATISTICS_MESSAGES.toYear],
    ['?colour=blue', undefined],
  ])('refuses %s with a 400', async (query, message) => {
    const response = await get(`/api/admin/statistics${query.replace('<5000 nines>', '9'.repeat(5000))}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
    if (message) expect(response.body).toContain(message);
  });

  it('is for staff: an applicant gets 403', async () => {
    expect((await get('/api/admin/statistics', applicant.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/statistics/export.csv?table=state', applicant.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/statistics/export.csv', () => {
  it('gives one table as CSV with a Total row, formula cells escaped, named after the table and years', async () => {
    const response = await get('/api/admin/statistics/export.csv?table=course&from_year=2025');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="participants-by-course-2025-now.csv"');
    expect(response.body).toBe(
      "\uFEFFCourse,Participants\r\nElection Management Bodies (01-06-2025),3\r\n'=Observers 2025 (10-02-2025),1\r\nTotal,4\r\n",
    );
  });

  it('refuses an unknown or missing table with a 400', async () => {
    for (const query of ['?table=colour', '', '?table=state&to_year=x']) {
      const response = await get(`/api/admin/statistics/export.csv${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await get('/api/admin/statistics/export.csv?table=colour')).body).toContain(STATISTICS_MESSAGES.table);
  });
});

describe('the home page figures: GET and POST /api/admin/statistics/home-figures', () => {
  // 28 May 2025: the day the spec states its figures on (13+ years since June 2011).
  beforeEach(() => setClock(new ManualClock(new Date('2025-05-28T06:30:00Z'))));
  afterEach(() => resetClock());

  const post = (headers = staff.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/statistics/home-figures', headers });

  it('computes the figures from every year’s participants, beside those the home page shows now', async () => {
    const response = await get('/api/admin/statistics/home-figures');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      counts: { years: 13, programs: 3, participants: 7, countries: 3 },
      computed: {
        years: { en: '13+', hi: '13+' },
        programs: { en: '3', hi: '3' },
        participants: { en: '7', hi: '7' },
        countries: { en: '3', hi: '3' },
      },
      current: DEFAULT_HOME_FIGURES,
    });
  });

  it('puts the computed figures and the countries as the footprint’s total on the home page, audited, and the public read shows them at once', async () => {
    const before = (await ctx.app.inject({ url: '/api/site-settings' })).json().data;
    expect(before.homeFigures).toEqual(DEFAULT_HOME_FIGURES);

    const response = await post();
    expect(response.statusCode, response.body).toBe(200);
    const figures = {
      years: { en: '13+', hi: '13+' },
      programs: { en: '3', hi: '3' },
      participants: { en: '7', hi: '7' },
      countries: { en: '3', hi: '3' },
    };
    expect(response.json()).toEqual({
      success: true,
      message: 'The home page now shows 13+ years, 3 programs, 7 participants and 3 countries.',
      data: { figures },
    });
    // The public read cached before the change answers the new figures (the write made it stale).
    const settings = (await ctx.app.inject({ url: '/api/site-settings' })).json().data;
    expect(settings.homeFigures).toEqual(figures);
    expect(settings.footprint.total).toEqual({ value: { en: '3', hi: '3' }, label: before.footprint.total.label });
    expect(settings.footprint.items).toEqual(before.footprint.items);
    expect((await get('/api/admin/statistics/home-figures')).json().data.current).toEqual(figures);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor_user_id, staff.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'site_settings', action: 'site_settings.update' });
    expect(entry?.from_value).toMatchObject({ homeFigures: DEFAULT_HOME_FIGURES });
    expect(entry?.to_value).toMatchObject({ homeFigures: figures, footprint: { total: { value: figures.countries } } });
  });

  it('is for staff: 401 signed out, 403 for an applicant, nothing written', async () => {
    const stored = (await ctx.app.inject({ url: '/api/site-settings' })).json().data;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/statistics/home-figures' })).statusCode).toBe(401);
    const refused = await post(applicant.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await get('/api/admin/statistics/home-figures', applicant.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/site-settings' })).json().data).toEqual(stored);
  });

  it('refuses with a 400 while no one has taken part, writing nothing', async () => {
    const completed = await ctx.database.db
      .update(applications)
      .set({ completed_at: null })
      .where(isNotNull(applications.completed_at))
      .returning({ id: applications.id, completedAt: applications.completed_at });
    try {
      const stored = (await ctx.app.inject({ url: '/api/site-settings' })).json().data;
      const response = await post();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: STATISTICS_MESSAGES.noParticipants });
      expect((await ctx.app.inject({ url: '/api/site-settings' })).json().data).toEqual(stored);
    } finally {
      await ctx.database.db
        .update(applications)
        .set({ completed_at: new Date('2025-01-01T00:00:00Z') })
        .where(
          inArray(
            applications.id,
            completed.map((row) => row.id),
          ),
        );
    }
  });
});
