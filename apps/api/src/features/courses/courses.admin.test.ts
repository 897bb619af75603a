import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import { COURSE_ADMIN_MESSAGES } from '@iiidem/shared/admin/courses';
import { API_ERRORS } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, expectFieldError, useContentAdminApp } from '../../../test/support/content-admin';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';

const CAPACITY_MESSAGE = 'The capacity must be a whole number from 1 to 10,000, or empty for unlimited seats.';
const { ctx, users, send, expectUnknownRecordAnswers404 } = useContentAdminApp({ referenceData: true });

function validCourse(overrides: Record<string, unknown> = {}) {
  return {
    course_name: 'Certification Course for Returning Officers',
    start_from: '2099-03-01',
    end_to: '2099-03-05',
    held_from: '2099-03-16',
    held_to: '2099-03-20',
    duration: '5 Days',
    course_type: 'Residential',
    location: 'IIIDEM Campus, Dwarka, New Delhi',
    program_type_id: 1,
    program_desc: 'A course for Returning Officers.',
    faculty_desc: 'Senior faculty of IIIDEM.',
    vip_speaker: 'Yes',
    vip_speaker_desc: 'Address by the Chief Election Commissioner.',
    resource_material: 'Handbook for Returning Officers.',
    evaluation_descp: 'Pre- and post-course assessment.',
    course_hostel_facility: 'No',
    published: true,
    ...overrides,
  };
}

const HINDI_COURSE = {
  course_nameHi: 'निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
  durationHi: '5 दिन',
  course_typeHi: 'आवासीय',
  locationHi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
  program_descHi: 'निर्वाचन अधिकारियों के लिए एक पाठ्यक्रम।',
  faculty_descHi: 'आईआईआईडीईएम के वरिष्ठ संकाय।',
  vip_speaker_descHi: 'मुख्य निर्वाचन आयुक्त का संबोधन।',
  resource_materialHi: 'निर्वाचन अधिकारियों के लिए पुस्तिका।',
  evaluation_descpHi: 'पाठ्यक्रम से पहले और बाद का मूल्यांकन।',
};
const NO_HINDI = Object.fromEntries(Object.keys(HINDI_COURSE).map((key) => [key, '']));

async function createCourse(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await send('POST', '/admin/courses', validCourse(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function courseCount(): Promise<number> {
  return (await ctx.database.db.select({ id: courses.id }).from(courses)).length;
}

describe('back office: courses API', () => {
  it('refuses a change from an applicant (403) and leaves the course as it was', async () => {
    const id = await createCourse();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/courses/${id}/published`,
      headers: users.applicant.headers,
      payload: { published: false },
    });
    expect(response.statusCode).toBe(403);
    expect((await send('GET', `/admin/courses/${id}`)).json().data.published).toBe(true);
  });

  it('creates a course with every field, records it in the audit log and shows it publicly at once', async () => {
    const response = await send('POST', '/admin/courses', validCourse({ course_name: '  Trimmed name  ' }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.message).toBe(COURSE_ADMIN_MESSAGES.created);
    expect(created.data).toMatchObject({
      ...validCourse({ course_name: 'Trimmed name' }),
      program_name: 'Domestic',
      applications: 0,
    });
    const id = created.data.id;
    expect(await auditActionsOf(ctx.database.db, 'course', id)).toEqual(['course.create']);

    const publicDetail = await ctx.app.inject({ url: `/api/courses/${id}` });
    expect(publicDetail.statusCode).toBe(200);
    expect(publicDetail.json().data.course).toMatchObject({
      course_name: 'Trimmed name',
      course_hostel_facility: 'No',
      start_from: '2099-03-01',
      end_to: '2099-03-05',
      held_from: '2099-03-16',
      held_to: '2099-03-20',
    });
    const publicList = await ctx.app.inject({ url: '/api/courses/upcoming' });
    expect(publicList.json().data.course.map((c: { id: number }) => c.id)).toContain(id);
  });

  it('gives a course stored without held dates the week after its application window (issue 19)', async () => {
    const [row] = await ctx.database.db
      .insert(courses)
      .values({ course_name: 'Old course', start_from: '2099-04-01', end_to: '2099-04-30', program_type_id: 1 })
      .returning({ held_from: courses.held_from, held_to: courses.held_to });
    expect(row).toEqual({ held_from: '2099-05-07', held_to: '2099-05-11' });
  });

  it('keeps a capacity (seats, issue 19): saved, shown with the seats left, and cleared to unlimited', async () => {
    const created = await send('POST', '/admin/courses', validCourse({ capacity: 30 }));
    expect(created.json().data).toMatchObject({ capacity: 30, seats_left: 30 });
    const id = created.json().data.id;
    const unlimited = await send('PUT', `/admin/courses/${id}`, validCourse({ capacity: null }));
    expect(unlimited.json().data).toMatchObject({ capacity: null, seats_left: null });
    const listed = await send('GET', '/admin/courses?limit=100');
    expect(listed.json().data.items.find((c: { id: number }) => c.id === id)).toMatchObject({ capacity: null });
  });

  it('keeps an unpublished course off the public pages until it is published, and back off when unpublished', async () => {
    const id = await createCourse({ course_name: 'Draft course', published: false });
    expect((await ctx.app.inject({ url: `/api/courses/${id}` })).statusCode).toBe(404);
    const listed = await ctx.app.inject({ url: '/api/courses?limit=100' });
    expect(listed.json().data.course.map((c: { id: number }) => c.id)).not.toContain(id);

    const published = await send('PATCH', `/admin/courses/${id}/published`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: COURSE_ADMIN_MESSAGES.published, data: { published: true } });
    expect((await ctx.app.inject({ url: `/api/courses/${id}` })).statusCode).toBe(200);

    await send('PATCH', `/admin/courses/${id}/published`, { published: false });
    expect((await ctx.app.inject({ url: `/api/courses/${id}` })).statusCode).toBe(404);
    expect(await auditActionsOf(ctx.database.db, 'course', id)).toEqual([
      'course.create',
      'course.publish',
      'course.unpublish',
    ]);
  });

  it('stores the Hindi of every text, gives it to the back office and the public pages, and edits it', async () => {
    const created = await send('POST', '/admin/courses', validCourse({ ...HINDI_COURSE, durationHi: ' 5 दिन ' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject(HINDI_COURSE);
    const id = created.json().data.id;
    const publicCourse = (await ctx.app.inject({ url: `/api/courses/${id}` })).json().data.course;
    expect(publicCourse).toMatchObject(HINDI_COURSE);

    const edited = await send('PUT', `/admin/courses/${id}`, validCourse({ course_nameHi: 'नया नाम' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ ...NO_HINDI, course_nameHi: 'नया नाम' });
    const [row] = await ctx.database.db
      .select({ name: courses.course_name_hi, location: courses.location_hi })
      .from(courses)
      .where(eq(courses.id, id));
    expect(row).toEqual({ name: 'नया नाम', location: '' });
    // Without Hindi (an older client), every Hindi text is '', never null.
    const english = await createCourse();
    expect((await ctx.app.inject({ url: `/api/courses/${english}` })).json().data.course).toMatchObject(NO_HINDI);
  });

  it('finds a course by a part of its Hindi name', async () => {
    const id = await createCourse({ course_name: 'Plain English name', course_nameHi: 'मतगणना प्रक्रिया पर प्रशिक्षण' });
    const found = await send('GET', `/admin/courses?q=${encodeURIComponent('मतगणना')}`);
    expect(found.json().data.items.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('lists every course newest first, searches names (wildcards taken literally) and pages', async () => {
    const first = await createCourse({ course_name: 'Zeta 100% search course', published: false });
    const second = await createCourse({ course_name: 'zeta_search second' });
    const found = await send('GET', '/admin/courses?q=ZETA');
    expect(found.json().data.items.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(found.json().data.pages).toEqual({ page: 1, limit: 25, totalData: 2 });
    const percent = await send('GET', `/admin/courses?q=${encodeURIComponent('100%')}`);
    expect(percent.json().data.items.map((c: { id: number }) => c.id)).toEqual([first]);
    const paged = await send('GET', '/admin/courses?q=zeta&page=2&limit=1');
    expect(paged.json().data).toMatchObject({ items: [{ id: first }], pages: { page: 2, limit: 1, totalData: 2 } });
    expect((await send('GET', '/admin/courses?limit=101')).statusCode).toBe(400);
    expect((await send('GET', '/admin/courses?sort=name')).statusCode).toBe(400);
  });

  it('saves every field on update and audits the before and after', async () => {
    const id = await createCourse();
    const changed = validCourse({
      course_name: 'Renamed',
      program_type_id: 3,
      vip_speaker: 'No',
      vip_speaker_desc: '',
    });
    const response = await send('PUT', `/admin/courses/${id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      course_name: 'Renamed',
      program_name: 'Academic',
      vip_speaker: 'No',
      vip_speaker_desc: null,
    });
    expect(await auditActionsOf(ctx.database.db, 'course', id)).toEqual(['course.create', 'course.update']);
  });

  it.each([
    ['a number as the name', { course_name: 42 }, 'course_name', 'The course name must be text.'],
    ['a missing name', { course_name: undefined }, 'course_name', 'Please enter the course name.'],
    ['a blank name', { course_name: '   ' }, 'course_name', 'Please enter the course name.'],
    ['a text program type', { program_type_id: '1' }, 'program_type_id', COURSE_ADMIN_MESSAGES.programType],
    ['published as text', { published: 'yes' }, 'published', CONTENT_MESSAGES.published],
    [
      'an impossible date',
      { start_from: '2099-02-30' },
      'start_from',
      'The date applications open must be a real date (YYYY-MM-DD).',
    ],
    [
      'a date in another format',
      { end_to: '05/03/2099' },
      'end_to',
      'The date applications close must be a real date (YYYY-MM-DD).',
    ],
    [
      'applications closing before they open',
      { end_to: '2099-02-28' },
      'end_to',
      'Applications must close on or after the day they open.',
    ],
    ['a missing held-from date', { held_from: undefined }, 'held_from', 'Please enter the held-from date.'],
    ['a held-to date as a number', { held_to: 20990320 }, 'held_to', 'The held-to date must be a date (YYYY-MM-DD).'],
    [
      'a course held before applications open',
      { held_from: '2099-02-20' },
      'held_from',
      'The course cannot be held before applications open.',
    ],
    [
      'a course that ends before it begins',
      { held_to: '2099-03-15' },
      'held_to',
      'The held-to date must be on or after the held-from date.',
    ],
    [
      'a VIP speaker without description',
      { vip_speaker_desc: '' },
      'vip_speaker_desc',
      COURSE_ADMIN_MESSAGES.vipSpeakerDesc,
    ],
    [
      'hostel facility other than Yes/No',
      { course_hostel_facility: 'Maybe' },
      'course_hostel_facility',
      'Choose Yes or No for hostel facility.',
    ],
    ['a capacity of zero', { capacity: 0 }, 'capacity', CAPACITY_MESSAGE],
    ['a capacity of below zero', { capacity: -1 }, 'capacity', CAPACITY_MESSAGE],
    ['a capacity of a fraction', { capacity: 2.5 }, 'capacity', CAPACITY_MESSAGE],
    ['a capacity of text', { capacity: '30' }, 'capacity', CAPACITY_MESSAGE],
    ['a capacity of above 10,000', { capacity: 10_001 }, 'capacity', CAPACITY_MESSAGE],
    ['an unknown field', { role: 'admin' }, 'role', undefined],
    ['a number as the Hindi name', { course_nameHi: 42 }, 'course_nameHi', 'The course name (Hindi) must be text.'],
    [
      'an oversize Hindi name',
      { course_nameHi: 'क'.repeat(301) },
      'course_nameHi',
      'The course name (Hindi) must be at most 300 characters.',
    ],
    [
      'an oversize Hindi evaluation',
      { evaluation_descpHi: 'क'.repeat(20_001) },
      'evaluation_descpHi',
      'The evaluation (Hindi) must be at most 20000 characters.',
    ],
    ['a NUL character in Hindi', { program_descHi: 'विवरण\u0000' }, 'program_descHi', API_ERRORS.invalidCharacter],
  ])('rejects %s with 400 and a message under the field, writing nothing', async (_name, change, path, msg) => {
    const before = await courseCount();
    const response = await send('POST', '/admin/courses', validCourse(change));
    expectFieldError(response, path, msg);
    expect(response.json().message).toBe(API_ERRORS.validation);
    expect(await courseCount()).toBe(before);
  });

  it('rejects a program type that does not exist with 400 on create and update', async () => {
    const before = await courseCount();
    const created = await send('POST', '/admin/courses', validCourse({ program_type_id: 99 }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ path: 'program_type_id', msg: COURSE_ADMIN_MESSAGES.unknownProgramType }]);
    expect(await courseCount()).toBe(before);
    const id = await createCourse();
    expect((await send('PUT', `/admin/courses/${id}`, validCourse({ program_type_id: 99 }))).statusCode).toBe(400);
  });

  it('rejects a body that is not JSON (415) and bad ids (400), and answers 404 for unknown courses', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: { ...users.staff.headers, 'content-type': 'text/plain' },
      payload: 'course',
    });
    expect(text.statusCode).toBe(415);
    expect((await send('GET', '/admin/courses/abc')).statusCode).toBe(400);
    const update = await send('PUT', '/admin/courses/999999', validCourse());
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ success: false, message: API_ERRORS.notFound });
    await expectUnknownRecordAnswers404('/admin/courses');
  });

  it('deletes a course without applications, and refuses (409) one with applications', async () => {
    const id = await createCourse();
    const deleted = await send('DELETE', `/admin/courses/${id}`);
    expect(deleted.json()).toEqual({ success: true, message: COURSE_ADMIN_MESSAGES.deleted, data: { id } });
    expect((await send('GET', `/admin/courses/${id}`)).statusCode).toBe(404);
    expect(await auditActionsOf(ctx.database.db, 'course', id)).toEqual(['course.create', 'course.delete']);

    const applied = await createCourse();
    await ctx.database.db
      .insert(applications)
      .values({ user_id: users.applicant.id, course_id: applied, form: 'domestic' });
    const refused = await send('DELETE', `/admin/courses/${applied}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: COURSE_ADMIN_MESSAGES.hasApplications });
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, applied));
    expect(row).toBeDefined();
    expect((await send('GET', `/admin/courses/${applied}`)).json().data.applications).toBe(1);
  });
});
