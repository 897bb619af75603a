import { ZCourse } from '@iiidem/shared/courses/api';
import { API_ERRORS } from '@iiidem/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { courses } from '../../db/schema/courses';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { ManualClock, resetClock, setClock } from '../../lib/clock';
import { coursesRoutes } from './courses.routes';

// "Today" is 21-02-2025 in India until 18:29:59 UTC; from 18:30:00 UTC it is 22-02-2025 (IST midnight).
const LAST_SECOND_OF_21_FEB_IST = new Date('2025-02-21T18:29:59Z');
const MIDNIGHT_IST_22_FEB = new Date('2025-02-21T18:30:00Z');
let clock = LAST_SECOND_OF_21_FEB_IST;

// The real routes under /api use the real clock; a second copy under /clocked/api reads the test's clock.
const ctx = useTestApp({
  setup: (app) => {
    app.register(coursesRoutes, { prefix: '/clocked/api', now: () => clock });
  },
});

type NewCourse = typeof courses.$inferInsert;

function course(name: string, fields: Partial<NewCourse>): NewCourse {
  return {
    course_name: name,
    start_from: '2025-01-01',
    end_to: '2025-01-05',
    duration: '5 Days',
    course_type: 'Residential',
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    program_desc: `${name}: description`,
    faculty_desc: 'IIIDEM faculty',
    vip_speaker: 'No',
    vip_speaker_desc: null,
    resource_material: 'Handbook',
    evaluation_descp: 'Final test',
    course_hostel_facility: 'Yes',
    published: true,
    ...fields,
  };
}

const ids: Record<string, number> = {};
const BULK_COUNT = 110;

beforeAll(async () => {
  const { db } = ctx.database;
  await ensureReferenceData(db);
  const rows = [
    course('Ends today', { start_from: '2025-02-10', end_to: '2025-02-21' }),
    course('Starts tomorrow', {
      start_from: '2025-02-22',
      end_to: '2025-02-25',
      program_type_id: 2,
      course_hostel_facility: 'No',
      course_name_hi: 'कल से आरंभ',
      duration_hi: '5 दिन',
      course_type_hi: 'आवासीय',
      location_hi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
      program_desc_hi: 'कल से आरंभ: विवरण',
      faculty_desc_hi: 'आईआईआईडीईएम संकाय',
      resource_material_hi: 'पुस्तिका',
      evaluation_descp_hi: 'अंतिम परीक्षा',
    }),
    course('Starts in March', { start_from: '2025-03-01', end_to: '2025-03-05', program_type_id: 3 }),
    course('Closed in January', { start_from: '2025-01-01', end_to: '2025-01-05' }),
    course('Unpublished', { start_from: '2025-02-20', end_to: '2025-02-28', published: false }),
    course('Runs all February and March', {
      start_from: '2025-02-01',
      end_to: '2025-03-31',
      vip_speaker: 'Yes',
      vip_speaker_desc: 'Address by the Chief Election Commissioner',
    }),
  ];
  const inserted = await db.insert(courses).values(rows).returning({ id: courses.id, name: courses.course_name });
  for (const row of inserted) ids[row.name] = row.id;
  // Many closed academic courses of 2024, so lists have more than one page.
  const bulk = Array.from({ length: BULK_COUNT }, (_, i) =>
    course(`Archive ${String(i + 1).padStart(3, '0')}`, {
      start_from: `2024-${String(1 + (i % 12)).padStart(2, '0')}-10`,
      end_to: `2024-${String(1 + (i % 12)).padStart(2, '0')}-12`,
      program_type_id: 3,
    }),
  );
  await db.insert(courses).values(bulk);
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

function names(body: { data: { course: { course_name: string }[] } }) {
  return body.data.course.map((c) => c.course_name);
}

function expectBadRequest(response: Awaited<ReturnType<typeof get>>, path?: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, message: API_ERRORS.validation });
  if (path) expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
}

describe('GET /api/courses', () => {
  it('lists published courses, newest start first, with 1-based paging and the default limit of 50', async () => {
    const response = await get('/api/courses');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.pages).toEqual({ page: 1, limit: 50, totalData: 5 + BULK_COUNT });
    expect(body.data.course).toHaveLength(50);
    expect(names(body).slice(0, 5)).toEqual([
      'Starts in March',
      'Starts tomorrow',
      'Ends today',
      'Runs all February and March',
      'Closed in January',
    ]);
    expect(names(body)).not.toContain('Unpublished');
  });

  it('gives every field of a course, with program_type.program_name and ISO dates', async () => {
    const body = (await get('/api/courses?program_type_id=2')).json();
    expect(body.data.course).toHaveLength(1);
    const [first] = body.data.course;
    expect(ZCourse.parse(first)).toEqual(first);
    expect(first).toEqual({
      id: ids['Starts tomorrow'],
      course_name: 'Starts tomorrow',
      course_nameHi: 'कल से आरंभ',
      start_from: '2025-02-22',
      end_to: '2025-02-25',
      // Not given when stored: the week after the application window (issue 19).
      held_from: '2025-03-04',
      held_to: '2025-03-08',
      duration: '5 Days',
      durationHi: '5 दिन',
      course_type: 'Residential',
      course_typeHi: 'आवासीय',
      location: 'IIIDEM Campus, Dwarka, New Delhi',
      locationHi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
      program_type_id: 2,
      program_type: { program_name: 'International' },
      program_desc: 'Starts tomorrow: description',
      program_descHi: 'कल से आरंभ: विवरण',
      faculty_desc: 'IIIDEM faculty',
      faculty_descHi: 'आईआईआईडीईएम संकाय',
      vip_speaker: 'No',
      vip_speaker_desc: null,
      vip_speaker_descHi: '',
      resource_material: 'Handbook',
      resource_materialHi: 'पुस्तिका',
      evaluation_descp: 'Final test',
      evaluation_descpHi: 'अंतिम परीक्षा',
      course_hostel_facility: 'No',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('filters by program type 1 domestic, 2 international, 3 academic', async () => {
    const domestic = (await get('/api/courses?program_type_id=1')).json();
    expect(names(domestic)).toEqual(['Ends today', 'Runs all February and March', 'Closed in January']);
    expect(domestic.data.pages.totalData).toBe(3);
    const academic = (await get('/api/courses?program_type_id=3&limit=100')).json();
    expect(academic.data.pages).toEqual({ page: 1, limit: 100, totalData: 1 + BULK_COUNT });
    expect(academic.data.course.every((c: { program_type_id: number }) => c.program_type_id === 3)).toBe(true);
  });

  it('pages through the list without overlap and answers an empty page past the end', async () => {
    const first = (await get('/api/courses?limit=100&page=1')).json();
    const second = (await get('/api/courses?limit=100&page=2')).json();
    expect(first.data.course).toHaveLength(100);
    expect(second.data.course).toHaveLength(15);
    expect(second.data.pages).toEqual({ page: 2, limit: 100, totalData: 115 });
    const seen = new Set([...first.data.course, ...second.data.course].map((c: { id: number }) => c.id));
    expect(seen.size).toBe(115);
    const past = (await get('/api/courses?limit=100&page=3')).json();
    expect(past.data).toEqual({ course: [], pages: { page: 3, limit: 100, totalData: 115 } });
  });

  it.each([
    ['program_type_id=4', 'program_type_id'],
    ['program_type_id=0', 'program_type_id'],
    ['program_type_id=abc', 'program_type_id'],
    ['program_type_id=', 'program_type_id'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=two', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['page=1&page=2', 'page'],
    ['sort=name', 'sort'],
  ])('answers 400 to ?%s, naming %s', async (query, path) => {
    expectBadRequest(await get(`/api/courses?${query}`), path);
  });
});

describe('GET /api/courses/ongoing and /api/courses/upcoming (today in IST)', () => {
  it('at 23:59:59 IST a course ending today is ongoing and one starting tomorrow is upcoming', async () => {
    clock = LAST_SECOND_OF_21_FEB_IST;
    const ongoing = (await get('/clocked/api/courses/ongoing')).json();
    expect(ongoing).toEqual({ success: true, data: { course: expect.any(Array) } });
    expect(names(ongoing)).toEqual(['Ends today', 'Runs all February and March']);
    const upcoming = (await get('/clocked/api/courses/upcoming')).json();
    expect(names(upcoming)).toEqual(['Starts tomorrow', 'Starts in March']);
  });

  it('from midnight IST (18:30 UTC) the course that ended is neither, and tomorrow’s course is ongoing', async () => {
    clock = MIDNIGHT_IST_22_FEB;
    const ongoing = (await get('/clocked/api/courses/ongoing')).json();
    expect(names(ongoing)).toEqual(['Starts tomorrow', 'Runs all February and March']);
    const upcoming = (await get('/clocked/api/courses/upcoming')).json();
    expect(names(upcoming)).toEqual(['Starts in March']);
  });

  it('never lists unpublished courses', async () => {
    clock = LAST_SECOND_OF_21_FEB_IST;
    const ongoing = (await get('/clocked/api/courses/ongoing')).json();
    expect(names(ongoing)).not.toContain('Unpublished');
  });

  it('is bounded by limit', async () => {
    clock = LAST_SECOND_OF_21_FEB_IST;
    expect(names((await get('/clocked/api/courses/ongoing?limit=1')).json())).toEqual(['Ends today']);
    expect(names((await get('/clocked/api/courses/upcoming?limit=1')).json())).toEqual(['Starts tomorrow']);
  });

  it('reads the application clock under /api', async () => {
    setClock(new ManualClock(MIDNIGHT_IST_22_FEB));
    try {
      expect(names((await get('/api/courses/ongoing')).json())).toEqual([
        'Starts tomorrow',
        'Runs all February and March',
      ]);
      expect(names((await get('/api/courses/upcoming')).json())).toEqual(['Starts in March']);
    } finally {
      resetClock();
    }
  });

  it.each([
    '/api/courses/ongoing?limit=0',
    '/api/courses/ongoing?limit=101',
    '/api/courses/ongoing?limit=x',
    '/api/courses/upcoming?limit=-5',
    '/api/courses/upcoming?page=2',
  ])('answers 400 to %s', async (url) => {
    expectBadRequest(await get(url));
  });
});

describe('GET /api/courses/:id', () => {
  it('gives one course with its program type name and hostel facility', async () => {
    const response = await get(`/api/courses/${ids['Runs all February and March']}`);
    expect(response.statusCode).toBe(200);
    const { course: found } = response.json().data;
    expect(found).toMatchObject({
      id: ids['Runs all February and March'],
      course_name: 'Runs all February and March',
      program_type: { program_name: 'Domestic' },
      vip_speaker: 'Yes',
      vip_speaker_desc: 'Address by the Chief Election Commissioner',
      course_hostel_facility: 'Yes',
    });
  });

  it('answers 404 for an unknown id and for an unpublished course', async () => {
    for (const id of [999_999, ids.Unpublished]) {
      const response = await get(`/api/courses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: API_ERRORS.notFound });
    }
  });

  it.each(['abc', '-1', '0', '1.5', '1e2', '99999999999', '2147483648'])('answers 400 to id %s', async (id) => {
    expectBadRequest(await get(`/api/courses/${id}`), 'id');
  });
});

describe('public caching', () => {
  it.each(['/api/courses?program_type_id=1', '/api/courses/ongoing', '/api/courses/upcoming'])(
    '%s carries an ETag and a short public Cache-Control, and answers 304 to a matching If-None-Match',
    async (url) => {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toBeTruthy();
      const second = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    },
  );

  it('a course answers 304 to its ETag and 200 to a stale one', async () => {
    const url = `/api/courses/${ids['Ends today']}`;
    const first = await get(url);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('errors are not cached publicly', async () => {
    expect((await get('/api/courses/999999')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/courses?page=0')).headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents the course endpoints with their answers', async () => {
    const document = (await get('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/courses', '/api/courses/ongoing', '/api/courses/upcoming', '/api/courses/{id}']),
    );
    expect(Object.keys(document.paths['/api/courses/{id}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404']),
    );
  });
});
