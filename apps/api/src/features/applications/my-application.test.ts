import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic, applyInternational } from '../../../test/support/applications';
import { insertCourse } from '../../../test/support/nominations';
import { pdfActualTexts, pdfTextRuns } from '../../../test/support/pdf-text';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { auditLog } from '../../db/schema/system';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let applicant: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
  other = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
});

function get(url: string, user: SignedInUser = applicant) {
  return ctx.app.inject({ url, headers: user.headers });
}

function post(url: string, user: SignedInUser = applicant) {
  return ctx.app.inject({ method: 'POST', url, headers: user.headers });
}

async function newApplication(user: SignedInUser = applicant, name = 'Certification Course for Returning Officers') {
  const course = await insertCourse(ctx.database.db, { name });
  const id = await applyDomestic(ctx.app, user, course.id);
  return { id, courseId: course.id };
}

function setStatus(id: number, status: 1 | 2 | 3 | 4 | 5) {
  return ctx.database.db.update(applications).set({ application_status: status }).where(eq(applications.id, id));
}

/** The PDF's text as drawn, line by line (standard fonts as written, embedded fonts through their ToUnicode). */
function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf)
    .map((run) => run.text)
    .join('\n');
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const NUMBER = /^IIIDEM\/\d{4}\/\d{6}$/;

describe('application number and submission day (issue 17)', () => {
  it('gives each application IIIDEM/<year>/<six digits>, unique and the same on every read', async () => {
    const a = await newApplication();
    const b = await newApplication();
    const list = (await get('/api/applications')).json().data as Array<{ id: number; application_number: string }>;
    const numberOf = (id: number) => list.find((row) => row.id === id)?.application_number;
    expect(numberOf(a.id)).toMatch(NUMBER);
    expect(numberOf(a.id)).toBe(`IIIDEM/${new Date().getFullYear()}/${String(a.id).padStart(6, '0')}`);
    expect(numberOf(a.id)).not.toBe(numberOf(b.id));
    const again = (await get('/api/applications')).json().data as typeof list;
    expect(again.find((row) => row.id === a.id)?.application_number).toBe(numberOf(a.id));
    const view = (await get(`/api/applications/${a.id}`)).json().data;
    expect(view.application_number).toBe(numberOf(a.id));
  });

  it('dates the submission by the day (IST) it was stored', async () => {
    const { id } = await newApplication();
    await ctx.database.db
      .update(applications)
      .set({ created_at: new Date('2026-01-31T20:00:00Z') })
      .where(eq(applications.id, id));
    const row = (await get('/api/applications')).json().data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({
      submitted_on: '2026-02-01',
      application_number: `IIIDEM/2026/${String(id).padStart(6, '0')}`,
    });
  });
});

describe('GET /api/applications/:id: the submitted nomination', () => {
  it('answers every field of the domestic form, the state by name and the photo through a signed address', async () => {
    const { id } = await newApplication();
    const response = await get(`/api/applications/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({
      id,
      form: 'domestic',
      application_status: 1,
      completed: false,
      can_withdraw: true,
      can_add_to_calendar: false,
      course: { course_name: 'Certification Course for Returning Officers' },
    });
    expect(data.values).toMatchObject({
      title: 'Ms',
      first_name: 'Asha',
      last_name: 'Verma',
      gender: 'F',
      dob: '1990-02-15',
      designation: 'Deputy Collector',
      office_address: 'Nirvachan Sadan New Delhi',
      hostel_facility: 'No',
    });
    expect(data.values.state_ut_name).not.toBe('S10');
    expect(data.values.state_ut_name).toMatch(/\S/);
    expect(data.files.photo).toMatch(/^\/api\/private-files\/nominations\/u\d+\/[0-9a-f]{32}\.jpg\?session=\d+/);
    const photo = await ctx.app.inject({ url: data.files.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('answers the international form with its countries by name and the passport image', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, { user_type: 4 });
    const course = await insertCourse(ctx.database.db, { programTypeId: 2 });
    const id = await applyInternational(ctx.app, user, course.id);
    const { data } = (await get(`/api/applications/${id}`, user)).json();
    expect(data.form).toBe('international');
    expect(data.values.nominating_country).not.toBe('156');
    expect(data.values.nominating_country).toMatch(/^[A-Z][a-z]/);
    expect(data.values.passport_no).toBe('A1234567');
    expect(data.files.passport_image).toMatch(/\.png\?session=/);
  });

  it("answers someone else's application and an unknown id with 404, a bad id with 400", async () => {
    const { id } = await newApplication();
    for (const url of [`/api/applications/${id}`, `/api/applications/${id}/acknowledgement.pdf`]) {
      const response = await get(url, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'There is no application of yours with this id.' });
    }
    expect((await post(`/api/applications/${id}/withdraw`, other)).statusCode).toBe(404);
    expect((await get('/api/applications/999999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '1.5', '%00', '1%00', '9'.repeat(40)]) {
      const response = await get(`/api/applications/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await get(`/api/applications/${id}/acknowledgement.pdf?lang=fr`)).statusCode).toBe(400);
    expect((await get(`/api/applications/${id}/acknowledgement.pdf?lang=en%00`)).statusCode).toBe(400);
    expect((await get(`/api/applications/${id}?extra=1`)).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    const { id } = await newApplication();
    for (const url of [
      `/api/applications/${id}`,
      `/api/applications/${id}/acknowledgement.pdf`,
      `/api/applications/${id}/calendar.ics`,
    ]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/applications/${id}/withdraw` })).statusCode).toBe(401);
  });
});

describe('GET /api/applications/:id/acknowledgement.pdf', () => {
  it('is a PDF attachment with the number, the course, the submission date and the main fields', async () => {
    const { id } = await newApplication();
    const { data } = (await get(`/api/applications/${id}`)).json();
    const response = await get(`/api/applications/${id}/acknowledgement.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="acknowledgement-${data.application_number.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const [year, month, day] = data.submitted_on.split('-');
    for (const expected of [
      'Acknowledgement of Nomination',
      'Application number',
      data.application_number,
      'Submitted on',
      `${day}-${month}-${year}`,
      'Certification Course for Returning Officers',
      'Ms Asha Verma',
      'Female',
      'Deputy Collector',
      'Office of the Chief Electoral Officer',
      'Received',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is drawn in Hindi for an applicant who chose Hindi, or with ?lang=hi, with the course's Hindi name", async () => {
    const { id, courseId } = await newApplication();
    await ctx.database.db
      .update(courses)
      .set({ course_name_hi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम' })
      .where(eq(courses.id, courseId));
    const { data } = (await get(`/api/applications/${id}`)).json();
    const response = await get(`/api/applications/${id}/acknowledgement.pdf?lang=hi`);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const spoken = pdfActualTexts(pdf).join(' ');
    for (const expected of ['नामांकन', 'पावती', 'आवेदन', 'संख्या', 'रिटर्निंग', 'प्राप्त', 'महिला']) {
      expect(spoken, expected).toContain(expected);
    }
    expect(pdfText(pdf)).toContain(data.application_number);

    const hindiUser = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: hindiUser.headers,
      payload: { language: 'hi' },
    });
    const own = await newApplication(hindiUser);
    const byAccount = await get(`/api/applications/${own.id}/acknowledgement.pdf`, hindiUser);
    expect(pdfActualTexts(byAccount.rawPayload).join(' ')).toContain('पावती');
    const english = await get(`/api/applications/${own.id}/acknowledgement.pdf?lang=en`, hindiUser);
    expect(pdfText(english.rawPayload)).toContain('Acknowledgement of Nomination');
  });
});

describe('POST /api/applications/:id/withdraw', () => {
  it('withdraws a Received application: status 5, audited with the applicant as actor, no longer withdrawable', async () => {
    const { id } = await newApplication();
    const response = await post(`/api/applications/${id}/withdraw`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your application has been withdrawn.',
      data: { id, application_status: 5 },
    });
    const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.application_status).toBe(5);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(id))));
    expect(audit).toMatchObject([
      { action: 'application.withdraw', actor_user_id: applicant.id, from_value: 1, to_value: 5 },
    ]);
    const listed = (await get('/api/applications')).json().data.find((item: { id: number }) => item.id === id);
    expect(listed).toMatchObject({ application_status: 5, can_withdraw: false });

    const again = await post(`/api/applications/${id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This application is already withdrawn.' });
  });

  it.each([2, 3, 4] as const)(
    'refuses once reviewed (status %i) with a clear message and changes nothing',
    async (status) => {
      const { id } = await newApplication();
      await setStatus(id, status);
      const response = await post(`/api/applications/${id}/withdraw`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: 'This application has already been reviewed, so it can no longer be withdrawn.',
      });
      const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.application_status).toBe(status);
    },
  );

  it('refuses a body and an unknown id', async () => {
    const { id } = await newApplication();
    const withBody = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/withdraw`,
      headers: applicant.headers,
      payload: { status: 5 },
    });
    expect(withBody.statusCode).toBe(400);
    expect((await post('/api/applications/2147483000/withdraw')).statusCode).toBe(404);
  });

  it('lets staff see it as Withdrawn and not change it', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    const { id } = await newApplication();
    await post(`/api/applications/${id}/withdraw`);
    const list = await ctx.app.inject({ url: '/api/admin/applications?status=5', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.applications.map((row: { id: number }) => row.id)).toContain(id);
    const change = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/status`,
      headers: staff.headers,
      payload: { status: 2 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('The applicant withdrew this application, so its status can no longer change.');
    const csv = await ctx.app.inject({ url: '/api/admin/applications/export.csv?status=5', headers: staff.headers });
    expect(csv.body).toContain('Withdrawn');
  });
});

describe('GET /api/applications/:id/calendar.ics', () => {
  it('is a calendar file of an approved course over the days it is held, which a calendar library reads', async () => {
    const { id, courseId } = await newApplication();
    // Held from 40 days after the window opens, for five days (a course is held after its window opens).
    const [course] = await ctx.database.db.select().from(courses).where(eq(courses.id, courseId));
    const heldFrom = addDays(course?.start_from ?? '', 40);
    const heldTo = addDays(heldFrom, 4);
    await ctx.database.db
      .update(courses)
      .set({ held_from: heldFrom, held_to: heldTo, location: 'IIIDEM, New Delhi' })
      .where(eq(courses.id, courseId));
    await setStatus(id, 2);
    const response = await get(`/api/applications/${id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="course-IIIDEM-\d{4}-\d{6}\.ics"$/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toBe('Certification Course for Returning Officers');
    expect(event.location).toBe('IIIDEM, New Delhi');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(heldFrom);
    // All-day events end the day after their last day (RFC 5545).
    expect(event.endDate.toString()).toBe(addDays(heldTo, 1));
    expect(event.uid).toBe(`application-${id}@portal.example.org`);
    expect(event.description).toMatch(/^Application number: IIIDEM\/\d{4}\/\d{6}$/);
  });

  it.each([1, 3, 4, 5] as const)('is refused for status %i', async (status) => {
    const { id } = await newApplication();
    await setStatus(id, status);
    const response = await get(`/api/applications/${id}/calendar.ics`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'A calendar file is available only for an approved application.',
    });
  });
});
