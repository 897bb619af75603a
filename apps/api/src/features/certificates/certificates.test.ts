import { CERTIFICATE_MESSAGES, CERTIFICATE_NUMBER_PATTERN } from '@iiidem/shared/admin/certificates';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { applyDomestic } from '../../../test/support/applications';
import { setCourseHeld } from '../../../test/support/held-course';
import {
  htmlRenamedJpg,
  insertCourse,
  multipart,
  privateFilesIn,
  sampleImage,
  type UploadFile,
} from '../../../test/support/nominations';
import type { Database } from '../../db/client';
import { applications, certificates } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { auditLog, mailOutbox } from '../../db/schema/system';
import { buildPdf } from '../../db/seed/minimal-pdf';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { type PrivateFileStore, privateFilesOf } from '../../lib/private-files';
import { issueCertificate } from './issue-certificate';

const ctx = useTestApp({ env: { ...SIGN_IN_TEST_ENV, PUBLIC_URL: 'https://portal.example.org' } });
let staff: SignedInUser;
let applicant: SignedInUser;

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff', first_name: 'Ravi', last_name: 'Staff' });
  applicant = await signInAs(ctx.app, ctx.database.db, { user_type: 2 });
});

/** A new applicant with one application to a new course, at `status`; optionally already completed. */
async function newApplication(
  options: { status?: 1 | 2 | 3 | 4; completed?: boolean; user?: SignedInUser; held?: 'held' | 'upcoming' } = {},
) {
  const user = options.user ?? (await signInAs(ctx.app, ctx.database.db, { user_type: 2 }));
  const course = await insertCourse(ctx.database.db, { name: 'Certification Course for Returning Officers' });
  const id = await applyDomestic(ctx.app, user, course.id, {
    photo: false,
    fields: { title: 'Ms', first_name: 'Asha', middle_name: 'K' },
  });
  const dates = await setCourseHeld(ctx.database.db, course.id, options.held ?? 'held');
  await ctx.database.db
    .update(applications)
    .set({ application_status: options.status ?? 2, completed_at: options.completed ? new Date() : null })
    .where(eq(applications.id, id));
  return { id, user, course: { ...course, ...dates } };
}

function post(url: string, user?: SignedInUser) {
  return ctx.app.inject({ method: 'POST', url, headers: user?.headers ?? {} });
}

function upload(id: number, files: Record<string, UploadFile>, user: SignedInUser = staff) {
  const body = multipart({}, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/certificate`,
    headers: { ...body.headers, ...user.headers },
    payload: body.payload,
  });
}

const pdfFile = (): UploadFile => ({
  filename: 'certificate.pdf',
  contentType: 'application/pdf',
  data: buildPdf('Certificate', ['Uploaded']),
});

async function auditActions(db: Database, id: number) {
  const rows = await db
    .select({ action: auditLog.action, actor: auditLog.actor_user_id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'application'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
  return rows;
}

async function mailsTo(to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(desc(mailOutbox.id));
}

async function fetchFile(path: string, user: SignedInUser = staff) {
  return ctx.app.inject({ url: path, headers: user.headers });
}

describe('admin certificate routes: who may call them', () => {
  it('refuse a certificate upload without a session (401) or from an applicant (403)', async () => {
    const { id } = await newApplication();
    const anonymousUpload = multipart({}, { pdf: pdfFile() });
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/certificate`,
      headers: anonymousUpload.headers,
      payload: anonymousUpload.payload,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await upload(id, { pdf: pdfFile() }, applicant)).statusCode).toBe(403);
  });

  it('answer 404 for an unknown application and 400 for an id that is not one', async () => {
    for (const url of [
      '/api/admin/applications/999999/complete',
      '/api/admin/applications/999999/certificate/generate',
    ]) {
      const response = await post(url, staff);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CERTIFICATE_MESSAGES.applicationNotFound);
    }
    expect(
      (await ctx.app.inject({ url: '/api/admin/applications/999999/certificate', headers: staff.headers })).statusCode,
    ).toBe(404);
    expect((await upload(999_999, { pdf: pdfFile(), jpg: await sampleImage('jpg') })).statusCode).toBe(404);
    expect((await post('/api/admin/applications/abc/complete', staff)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/applications/:id/complete', () => {
  it('refuses an application that is not approved, with a clear 409', async () => {
    for (const status of [1, 3, 4] as const) {
      const { id } = await newApplication({ status });
      const response = await post(`/api/admin/applications/${id}/complete`, staff);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: CERTIFICATE_MESSAGES.completeOnlyApproved });
      const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.completed_at).toBeNull();
    }
  });

  it('marks an approved application completed, audits it, mails the applicant and moves it to Completed', async () => {
    const { id, user } = await newApplication({ status: 2 });
    const response = await post(`/api/admin/applications/${id}/complete`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: CERTIFICATE_MESSAGES.completed,
      data: { application_id: id, application_status: 2, completed_at: expect.any(String), certificate: null },
    });
    expect(await auditActions(ctx.database.db, id)).toEqual([{ action: 'application.complete', actor: staff.id }]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your IIIDEM course is completed');
    expect(mail?.text_body).toContain('Dear Ms Asha K Verma,');
    expect(mail?.text_body).toContain('https://portal.example.org/dashboard');

    const completed = (await ctx.app.inject({ url: '/api/applications/completed', headers: user.headers })).json();
    expect(completed.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const applied = (await ctx.app.inject({ url: '/api/applications', headers: user.headers })).json();
    expect(applied.data).toEqual([]);

    const again = await post(`/api/admin/applications/${id}/complete`, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CERTIFICATE_MESSAGES.alreadyCompleted);
    expect(await auditActions(ctx.database.db, id)).toHaveLength(1);
  });

  it('refuses a body it does not expect', async () => {
    const { id } = await newApplication({ status: 2 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/complete`,
      headers: staff.headers,
      payload: { completed_at: '2020-01-01' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/admin/applications/:id/reopen', () => {
  it('undoes a completion while no certificate is issued, and not after', async () => {
    const { id, user } = await newApplication({ status: 2 });
    const notCompleted = await post(`/api/admin/applications/${id}/reopen`, staff);
    expect(notCompleted.statusCode).toBe(409);
    expect(notCompleted.json().message).toBe(CERTIFICATE_MESSAGES.reopenNotCompleted);

    await post(`/api/admin/applications/${id}/complete`, staff);
    const reopened = await post(`/api/admin/applications/${id}/reopen`, staff);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.completed_at).toBeNull();
    const applied = (await ctx.app.inject({ url: '/api/applications', headers: user.headers })).json();
    expect(applied.data.map((row: { id: number }) => row.id)).toEqual([id]);

    await post(`/api/admin/applications/${id}/complete`, staff);
    expect((await post(`/api/admin/applications/${id}/certificate/generate`, staff)).statusCode).toBe(200);
    const refused = await post(`/api/admin/applications/${id}/reopen`, staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CERTIFICATE_MESSAGES.reopenCertificateIssued);
    expect((await auditActions(ctx.database.db, id)).map((row) => row.action)).toEqual([
      'application.complete',
      'application.reopen',
      'application.complete',
      'certificate.generate',
    ]);
  });
});

describe('POST /api/admin/applications/:id/certificate/generate', () => {
  it('refuses an application that is not completed', async () => {
    const { id } = await newApplication({ status: 2 });
    const response = await post(`/api/admin/applications/${id}/certificate/generate`, staff);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CERTIFICATE_MESSAGES.notCompleted);
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id))).toEqual([]);
  });

  it('draws a PDF and a JPG with a unique number and a QR link, stores them privately and tells the applicant', async () => {
    const { id, user, course } = await newApplication({ status: 2, completed: true });
    const response = await post(`/api/admin/applications/${id}/certificate/generate`, staff);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(CERTIFICATE_MESSAGES.generated);
    const certificate = data.certificate;
    expect(certificate).toEqual({
      certificate_number: expect.stringMatching(CERTIFICATE_NUMBER_PATTERN),
      issued_at: expect.any(String),
      issued_by: 'Ravi Staff',
      pdf: expect.stringMatching(new RegExp(`^/api/private-files/certificates/u${user.id}/[0-9a-f]{32}\\.pdf$`)),
      jpg: expect.stringMatching(new RegExp(`^/api/private-files/certificates/u${user.id}/[0-9a-f]{32}\\.jpg$`)),
      participant_name: 'Ms Asha K Verma',
      course_name: 'Certification Course for Returning Officers',
      held_from: course.held_from,
      held_to: course.held_to,
      location: 'IIIDEM Campus, Dwarka, New Delhi',
    });

    const pdf = await fetchFile(certificate.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The QR code's link (also a clickable area over it) is the public verification page of this number.
    expect(pdf.rawPayload.toString('latin1')).toContain(
      `https://portal.example.org/verify-certificate/${certificate.certificate_number}`,
    );
    const jpg = await fetchFile(certificate.jpg);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(jpg.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1754, height: 1240 });

    const state = (
      await ctx.app.inject({ url: `/api/admin/applications/${id}/certificate`, headers: staff.headers })
    ).json();
    expect(state.data).toEqual(data);
    expect((await auditActions(ctx.database.db, id)).map((row) => row.action)).toEqual(['certificate.generate']);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your IIIDEM certificate is ready');
    expect(mail?.text_body).toContain(certificate.certificate_number);
    expect(mail?.text_body).toContain('https://portal.example.org/dashboard');

    // The applicant's Completed tab links both files, and the links open.
    const completed = (await ctx.app.inject({ url: '/api/applications/completed', headers: user.headers })).json();
    const [row] = completed.data;
    expect(row.id).toBe(id);
    const opened = await ctx.app.inject({ url: row.certificate_pdf });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect((await ctx.app.inject({ url: row.certificate_jpg })).headers['content-type']).toBe('image/jpeg');
  });

  it('keeps the number when generated again, replacing the files and removing the old ones', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const first = (await post(`/api/admin/applications/${id}/certificate/generate`, staff)).json().data.certificate;
    const second = await post(`/api/admin/applications/${id}/certificate/generate`, staff);
    expect(second.statusCode).toBe(200);
    const again = second.json().data.certificate;
    expect(again.certificate_number).toBe(first.certificate_number);
    expect(again.issued_at).toBe(first.issued_at);
    expect(again.pdf).not.toBe(first.pdf);
    expect(again.jpg).not.toBe(first.jpg);
    expect((await fetchFile(first.pdf)).statusCode).toBe(404);
    expect((await fetchFile(again.pdf)).statusCode).toBe(200);
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine).toHaveLength(2);
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id))).toHaveLength(
      1,
    );
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your IIIDEM certificate was updated');
  });
  it('gives two generations at the same moment one certificate with one number', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const [one, two] = await Promise.all([
      post(`/api/admin/applications/${id}/certificate/generate`, staff),
      post(`/api/admin/applications/${id}/certificate/generate`, staff),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    const rows = await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id));
    expect(rows).toHaveLength(1);
    expect(one?.json().data.certificate.certificate_number).toBe(rows[0]?.certificate_number);
    expect(two?.json().data.certificate.certificate_number).toBe(rows[0]?.certificate_number);
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine).toHaveLength(2);
  });
});

describe('parallel re-issues', () => {
  it('leave exactly the two files the certificate points to after 10 re-generations at once', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    expect((await post(`/api/admin/applications/${id}/certificate/generate`, staff))?.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(`/api/admin/applications/${id}/certificate/generate`, staff)),
    );
    expect(answers.map((answer) => answer?.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id));
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine.sort()).toEqual([row?.pdf, row?.jpg].sort());
  });
});

describe('POST /api/admin/applications/:id/certificate (upload)', () => {
  it('needs both files on first issue and accepts them, re-encoding the image as a JPEG', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const onlyPdf = await upload(id, { pdf: pdfFile() });
    expect(onlyPdf.statusCode).toBe(400);
    expect(onlyPdf.json().message).toBe(CERTIFICATE_MESSAGES.uploadBothFiles);
    expect(onlyPdf.json().errors).toEqual([{ path: 'jpg', msg: CERTIFICATE_MESSAGES.jpgRequired }]);

    const response = await upload(id, { pdf: pdfFile(), jpg: await sampleImage('png', 200) });
    expect(response.statusCode).toBe(200);
    const { certificate } = response.json().data;
    expect(certificate.certificate_number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    const jpg = await fetchFile(certificate.jpg);
    expect((await sharp(jpg.rawPayload).metadata()).format).toBe('jpeg');
    expect((await fetchFile(certificate.pdf)).rawPayload.toString('latin1')).toContain('Uploaded');
    expect((await auditActions(ctx.database.db, id)).map((row) => row.action)).toEqual(['certificate.upload']);

    // A later upload may replace one file; the number and the other file stay.
    const replaced = await upload(id, { jpg: await sampleImage('jpg') });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json().data.certificate;
    expect(after.certificate_number).toBe(certificate.certificate_number);
    expect(after.pdf).toBe(certificate.pdf);
    expect(after.jpg).not.toBe(certificate.jpg);
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine).toHaveLength(2);
  });

  it('refuses a file of the wrong type with 400 and writes nothing', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const before = await privateFilesIn(ctx.app.files);
    const mailsBefore = (await mailsTo(user.email)).length;
    const notPdf = await upload(id, {
      pdf: { filename: 'c.pdf', contentType: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') },
      jpg: await sampleImage('jpg'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors).toEqual([{ path: 'pdf', msg: 'Please upload a PDF file.' }]);
    const notImage = await upload(id, { pdf: pdfFile(), jpg: htmlRenamedJpg() });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual([{ path: 'jpg', msg: 'Please upload a JPG or PNG image.' }]);
    const unexpected = await upload(id, { pdf: pdfFile(), jpg: await sampleImage('jpg'), photo: await sampleImage() });
    expect(unexpected.statusCode).toBe(400);
    expect(await privateFilesIn(ctx.app.files)).toEqual(before);
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.application_id, id))).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(mailsBefore);
    expect(await auditActions(ctx.database.db, id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and a body that is not multipart with 415', async () => {
    const { id } = await newApplication({ status: 2, completed: true });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const before = await privateFilesIn(ctx.app.files);
    const response = await upload(id, {
      pdf: { filename: 'big.pdf', contentType: 'application/pdf', data: big },
      jpg: await sampleImage('jpg'),
    });
    expect(response.statusCode).toBe(413);
    expect(await privateFilesIn(ctx.app.files)).toEqual(before);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/certificate`,
      headers: staff.headers,
      payload: { pdf: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses an upload for an application that is not completed', async () => {
    const { id } = await newApplication({ status: 2 });
    const response = await upload(id, { pdf: pdfFile(), jpg: await sampleImage('jpg') });
    expect(response.statusCode).toBe(409);
  });
});

describe('issueCertificate: nothing half-written', () => {
  function store(): PrivateFileStore {
    return privateFilesOf(ctx.app.files);
  }

  it('removes the files it wrote when the transaction fails', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const db = ctx.database.db;
    const failing = Object.create(db) as Database;
    failing.transaction = (() => Promise.reject(new Error('database went away'))) as Database['transaction'];
    await expect(
      issueCertificate(
        { db: failing, files: store(), publicUrl: 'https://portal.example.org' },
        { applicationId: id, actorUserId: staff.id, source: { kind: 'generate' } },
        new Date(),
      ),
    ).rejects.toThrow('database went away');
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine).toEqual([]);
    expect(await db.select().from(certificates).where(eq(certificates.application_id, id))).toEqual([]);
  });

  it('removes the first file when writing the second fails', async () => {
    const { id, user } = await newApplication({ status: 2, completed: true });
    const real = store();
    let writes = 0;
    const flaky: PrivateFileStore = {
      ...real,
      async write(key, data) {
        writes += 1;
        if (writes === 2) throw new Error('disk full');
        await real.write(key, data);
      },
    };
    await expect(
      issueCertificate(
        { db: ctx.database.db, files: flaky, publicUrl: 'https://portal.example.org' },
        { applicationId: id, actorUserId: staff.id, source: { kind: 'generate' } },
        new Date(),
      ),
    ).rejects.toThrow('disk full');
    const mine = (await privateFilesIn(ctx.app.files)).filter((file) => file.startsWith(`certificates/u${user.id}/`));
    expect(mine).toEqual([]);
  });

  it('draws a new number when the first one is already taken', async () => {
    const taken = await newApplication({ status: 2, completed: true });
    const first = (await post(`/api/admin/applications/${taken.id}/certificate/generate`, staff)).json().data
      .certificate.certificate_number as string;
    const { id } = await newApplication({ status: 2, completed: true });
    const numbers = [first, 'IIIDEM-2026-ZZZZZZZ1'];
    const result = await issueCertificate(
      {
        db: ctx.database.db,
        files: store(),
        publicUrl: 'https://portal.example.org',
        newNumber: () => numbers.shift() ?? 'IIIDEM-2026-ZZZZZZZ2',
      },
      { applicationId: id, actorUserId: staff.id, source: { kind: 'generate' } },
      new Date(),
    );
    expect(result.certificateNumber).toBe('IIIDEM-2026-ZZZZZZZ1');
  });
});

describe('GET /api/certificates/:number (public verification)', () => {
  let number: string;

  let course: Awaited<ReturnType<typeof newApplication>>['course'];

  beforeAll(async () => {
    const created = await newApplication({ status: 2, completed: true });
    course = created.course;
    await ctx.database.db
      .update(courses)
      .set({ course_name_hi: 'निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम' })
      .where(eq(courses.id, course.id));
    number = (await post(`/api/admin/applications/${created.id}/certificate/generate`, staff)).json().data.certificate
      .certificate_number;
  });

  it('confirms a valid certificate with the course (in Hindi too), name and dates only, without a session', async () => {
    const response = await ctx.app.inject({ url: `/api/certificates/${number}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual({
      success: true,
      data: {
        valid: true,
        status: 'valid',
        certificate_number: number,
        participant_name: 'Ms Asha K Verma',
        course_name: 'Certification Course for Returning Officers',
        course_nameHi: 'निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
        held_from: course.held_from,
        held_to: course.held_to,
        location: 'IIIDEM Campus, Dwarka, New Delhi',
        locationHi: '',
        issued_at: expect.any(String),
        revoked_at: null,
        replaced_by: null,
      },
    });
    expect(response.body).not.toMatch(/@|email|user_id|application_id/);
    const lower = await ctx.app.inject({ url: `/api/certificates/${number.toLowerCase()}` });
    expect(lower.json().data.certificate_number).toBe(number);
  });

  it("answers 404 'No certificate has this number.' for an unknown or malformed number", async () => {
    for (const candidate of [
      'IIIDEM-2026-00000000',
      'abc',
      '..%2F..%2Fetc%2Fpasswd',
      `IIIDEM-2026-${'A'.repeat(60)}`,
      "IIIDEM-2026-7K3QX9M2'%20OR%201=1",
    ]) {
      const response = await ctx.app.inject({ url: `/api/certificates/${candidate}` });
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json(), candidate).toEqual({ success: false, message: 'No certificate has this number.' });
    }
  });
});
