import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { insertCourse, sampleImage } from '../../../test/support/nominations';
import { sessions } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { buildPdf } from '../../db/seed/minimal-pdf';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { newPrivateFileKey, privateFilesOf } from '../../lib/private-files';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let applicant: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
  other = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
});

function apply(user: SignedInUser, courseId: number): Promise<number> {
  return applyDomestic(ctx.app, user, courseId, { photo: false });
}

describe('GET /api/applications and /api/applications/completed', () => {
  let appliedId: number;
  let completedId: number;
  let pdfKey: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const first = await insertCourse(db, { name: 'Certification Course for Returning Officers' });
    const second = await insertCourse(db, { name: 'Workshop on IT Applications' });
    await db
      .update(courses)
      .set({
        course_name_hi: 'निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
        program_desc_hi: 'परीक्षणों के लिए एक पाठ्यक्रम।',
        location_hi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
        course_type_hi: 'आवासीय',
      })
      .where(eq(courses.id, first.id));
    appliedId = await apply(applicant, first.id);
    completedId = await apply(applicant, second.id);
    const store = privateFilesOf(ctx.app.files);
    pdfKey = newPrivateFileKey('certificates', applicant.id, 'pdf');
    const jpgKey = newPrivateFileKey('certificates', applicant.id, 'jpg');
    await store.write(pdfKey, buildPdf('Certificate', ['Test']));
    await store.write(jpgKey, (await sampleImage('jpg')).data);
    await db
      .update(applications)
      .set({ completed_at: new Date(), application_status: 2, certificate_pdf: pdfKey, certificate_jpg: jpgKey })
      .where(eq(applications.id, completedId));
    await db.update(applications).set({ application_status: 3 }).where(eq(applications.id, appliedId));
  });

  it('lists the applications not completed under Applied, with status and course (its texts in Hindi too)', async () => {
    const response = await ctx.app.inject({ url: '/api/applications', headers: applicant.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          id: appliedId,
          application_number: expect.stringMatching(
            new RegExp(`^IIIDEM/\\d{4}/${String(appliedId).padStart(6, '0')}$`),
          ),
          submitted_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          application_status: 3,
          can_withdraw: false,
          can_add_to_calendar: false,
          course: expect.objectContaining({
            course_name: 'Certification Course for Returning Officers',
            course_nameHi: 'निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
            program_desc: 'A course for tests.',
            program_descHi: 'परीक्षणों के लिए एक पाठ्यक्रम।',
            location: 'IIIDEM Campus, Dwarka, New Delhi',
            locationHi: 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली',
            course_type: 'Residential',
            course_typeHi: 'आवासीय',
            start_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            end_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            // The days it is held, beside the application window (issue 19).
            held_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            held_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          }),
          certificate_pdf: null,
          certificate_pdf_info: null,
          certificate_jpg: null,
          certificate_jpg_info: null,
        },
      ],
    });
  });

  it('lists completed courses with certificate links that open without a bearer header (a new tab)', async () => {
    const response = await ctx.app.inject({ url: '/api/applications/completed', headers: applicant.headers });
    const [row] = response.json().data;
    expect(row).toMatchObject({ id: completedId, application_status: 2 });
    // A course whose Hindi is not written sends '' (the page shows the English).
    expect(row.course).toMatchObject({ course_nameHi: '', program_descHi: '', locationHi: '', course_typeHi: '' });
    expect(row.certificate_pdf).toMatch(
      /^\/api\/private-files\/certificates\/u\d+\/[0-9a-f]{32}\.pdf\?session=\d+&expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const pdf = await ctx.app.inject({ url: row.certificate_pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Each link says its type and size (issue 16).
    expect(row.certificate_pdf_info).toEqual({ type: 'application/pdf', size: pdf.rawPayload.length });
    expect(row.certificate_jpg_info).toMatchObject({ type: 'image/jpeg', size: expect.any(Number) });
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const jpg = await ctx.app.inject({ url: row.certificate_jpg });
    expect(jpg.headers['content-type']).toBe('image/jpeg');

    const tampered = row.certificate_pdf.replace(
      /signature=([0-9a-f])/,
      (_: string, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await ctx.app.inject({ url: tampered })).statusCode).toBe(401);
    const otherFile = row.certificate_pdf.replace(/[0-9a-f]{32}\.pdf/, `${'1'.repeat(32)}.pdf`);
    expect((await ctx.app.inject({ url: otherFile })).statusCode).toBe(401);
  });

  it('stops a signed link once its session is revoked', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
    const course = await insertCourse(ctx.database.db);
    const id = await apply(user, course.id);
    const key = newPrivateFileKey('certificates', user.id, 'pdf');
    await privateFilesOf(ctx.app.files).write(key, buildPdf('Certificate', ['Test']));
    await ctx.database.db
      .update(applications)
      .set({ completed_at: new Date(), certificate_pdf: key })
      .where(eq(applications.id, id));
    const [row] = (await ctx.app.inject({ url: '/api/applications/completed', headers: user.headers })).json().data;
    expect((await ctx.app.inject({ url: row.certificate_pdf })).statusCode).toBe(200);
    await ctx.database.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.user_id, user.id));
    expect((await ctx.app.inject({ url: row.certificate_pdf })).statusCode).toBe(401);
  });

  it("answers another user's certificate with 404, even through their own signed session", async () => {
    const completed = (await ctx.app.inject({ url: '/api/applications/completed', headers: applicant.headers })).json();
    const path = completed.data[0].certificate_pdf.split('?')[0];
    expect((await ctx.app.inject({ url: path, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: path, headers: applicant.headers })).statusCode).toBe(200);
  });

  it('gives an applicant without applications empty lists', async () => {
    for (const url of ['/api/applications', '/api/applications/completed']) {
      const response = await ctx.app.inject({ url, headers: other.headers });
      expect(response.json()).toEqual({ success: true, data: [] });
    }
  });

  it('needs a session and refuses query parameters', async () => {
    expect((await ctx.app.inject({ url: '/api/applications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/applications/completed' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/applications?page=2', headers: applicant.headers })).statusCode).toBe(
      400,
    );
    const expired = await ctx.app.inject({
      url: '/api/applications',
      headers: { authorization: 'Bearer not-a-real-token-123' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Token Expired');
  });
});
