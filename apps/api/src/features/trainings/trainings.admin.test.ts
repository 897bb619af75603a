import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import {
  ADMIN_TRAINING_MESSAGES,
  ZAdminTrainingAnswer,
  ZAdminTrainingListAnswer,
} from '@iiidem/shared/admin/trainings';
import { ZTrainingDetailResponse, ZTrainingListResponse } from '@iiidem/shared/trainings/api';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../../../test/sign-in-as';
import { storedFileNames } from '../../../test/support/files';
import { htmlRenamedJpg, multipart, type UploadFile } from '../../../test/support/nominations';
import { trainingDocumentFiles } from '../../db/schema/trainings';
import { buildPdf } from '../../db/seed/minimal-pdf';
import { listAuditEntries } from '../../lib/audit-log';

const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
let staff: SignedInUser;
let admin: SignedInUser;
let _applicant: SignedInUser;

beforeAll(async () => {
  staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
  admin = await signInAs(ctx.app, ctx.database.db, { role: 'admin' });
  _applicant = await signInAs(ctx.app, ctx.database.db);
});

const pdf = (): UploadFile => ({
  filename: 'reading.pdf',
  contentType: 'application/pdf',
  data: Buffer.from(buildPdf('Reading', ['Session reading material.'])),
});

async function pngWithExif(): Promise<UploadFile> {
  const data = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER' } })
    .toBuffer();
  return { filename: 'session.png', contentType: 'image/png', data };
}

const json = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, user = staff) =>
  ctx.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function sendFile(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile> = {},
) {
  const body = multipart(fields, files);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...staff.headers } });
}

const publicList = async () =>
  ZTrainingListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/trainings' })).json()).data.training;
const publicDetail = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/trainings/${id}` });

let codeCounter = 100;
async function createTraining(overrides: Record<string, unknown> = {}) {
  codeCounter += 1;
  const response = await json('POST', '/api/admin/trainings', {
    training_name: 'Training on Polling Station Management',
    training_code: `TS-${codeCounter}`,
    overview: 'Setting up polling stations.',
    published: true,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return ZAdminTrainingAnswer.parse(response.json()).data;
}

async function createSession(trainingId: number, overrides: Record<string, unknown> = {}) {
  const response = await json('POST', `/api/admin/trainings/${trainingId}/sessions`, {
    session_name: 'Session 1: Law',
    session_desc: 'The legal frame.',
    sort_order: 1,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

function storedTrainingFiles(): Promise<string[]> {
  return storedFileNames(ctx.app.files, 'public', 'trainings');
}

describe('back-office training routes: role checks', () => {
  it('lets admins in as well as staff', async () => {
    expect((await json('GET', '/api/admin/trainings', undefined, admin)).statusCode).toBe(200);
  });
});

describe('/api/admin/trainings', () => {
  it('adds a published training that the public list and page show at once, and audits it', async () => {
    const training = await createTraining({
      training_code: 'dm-101',
      training_name: 'New national programme',
      training_nameHi: 'नया राष्ट्रीय कार्यक्रम',
      overviewHi: 'कार्यक्रम का परिचय।',
    });
    expect(training).toMatchObject({ training_code: 'DM-101', published: true, sessions: [] });
    expect(await publicList()).toContainEqual({
      id: training.id,
      training_name: 'New national programme',
      training_nameHi: 'नया राष्ट्रीय कार्यक्रम',
      training_code: 'DM-101',
    });
    const detail = await publicDetail(training.id);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.training[0]).toMatchObject({ overviewHi: 'कार्यक्रम का परिचय।' });
    const audit = await listAuditEntries(ctx.database.db, 'training', training.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'training.create', actor_user_id: staff.id })]);
  });

  it('keeps an unpublished training off the public list and page', async () => {
    const training = await createTraining({ published: false });
    expect((await publicList()).map((item) => item.id)).not.toContain(training.id);
    expect((await publicDetail(training.id)).statusCode).toBe(404);
    const list = ZAdminTrainingListAnswer.parse((await json('GET', '/api/admin/trainings')).json()).data;
    expect(list.find((item) => item.id === training.id)).toMatchObject({ published: false, session_count: 0 });

    const published = await json('PUT', `/api/admin/trainings/${training.id}`, {
      training_name: training.training_name,
      training_code: training.training_code,
      overview: null,
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect((await publicDetail(training.id)).statusCode).toBe(200);
  });

  it('answers 409 when the code is taken, on create (any case) and on edit', async () => {
    const first = await createTraining({ training_code: 'DM-201' });
    const second = await createTraining({ training_code: 'DM-202' });
    const clash = await json('POST', '/api/admin/trainings', {
      training_name: 'Clash',
      training_code: 'dm-201',
      published: true,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      message: ADMIN_TRAINING_MESSAGES.codeTaken,
      errors: [{ path: 'training_code', msg: ADMIN_TRAINING_MESSAGES.codeTaken }],
    });
    const editClash = await json('PUT', `/api/admin/trainings/${second.id}`, {
      training_name: 'Second',
      training_code: 'DM-201',
      published: true,
    });
    expect(editClash.statusCode).toBe(409);
    // Keeping its own code is no clash.
    const keep = await json('PUT', `/api/admin/trainings/${first.id}`, {
      training_name: 'First renamed',
      training_code: 'DM-201',
      published: true,
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.training_name).toBe('First renamed');
  });

  it.each([
    ['a missing name', { training_code: 'X-1', published: true }, 'training_name'],
    ['a bad code', { training_name: 'T', training_code: '<script>', published: true }, 'training_code'],
    ['a text published flag', { training_name: 'T', training_code: 'X-2', published: 'yes' }, 'published'],
    ['an unknown field', { training_name: 'T', training_code: 'X-3', published: true, id: 1 }, 'id'],
    ['a numeric overview', { training_name: 'T', training_code: 'X-4', published: true, overview: 5 }, 'overview'],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const response = await json('POST', '/api/admin/trainings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it('answers 404 for unknown trainings', async () => {
    const body = { training_name: 'T', training_code: 'NONE-1', published: true };
    expect((await json('GET', '/api/admin/trainings/999999')).statusCode).toBe(404);
    expect((await json('PUT', '/api/admin/trainings/999999', body)).statusCode).toBe(404);
    expect((await json('DELETE', '/api/admin/trainings/999999')).statusCode).toBe(404);
    expect(
      (await json('POST', '/api/admin/trainings/999999/sessions', { session_name: 'S', sort_order: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('sessions and files', () => {
  it('builds a training with sessions and every kind of file, shown on the public page in order', async () => {
    const training = await createTraining({ training_code: 'DM-301' });
    const second = await createSession(training.id, { session_name: 'Session 2: Practice', sort_order: 2 });
    const first = await createSession(training.id, { session_name: 'Session 1: Law', sort_order: 1 });
    const filesUrl = `/api/admin/trainings/${training.id}/sessions/${first.id}/files`;

    const pdfAnswer = await sendFile(
      'POST',
      filesUrl,
      { file_type: 'PDF', file_title_name: 'Reading', sort_order: '1' },
      { file: pdf() },
    );
    expect(pdfAnswer.statusCode).toBe(201);
    const pdfPath = pdfAnswer.json().data.pdf as string;
    expect(pdfPath).toMatch(/^\/files\/trainings\/[0-9a-f]{32}\.pdf$/);
    const served = await ctx.app.inject({ method: 'GET', url: pdfPath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const image = await sendFile(
      'POST',
      filesUrl,
      { file_type: 'IMG', file_title_name: 'Photo', sort_order: '2' },
      { file: await pngWithExif() },
    );
    expect(image.statusCode).toBe(201);
    const stored = (await ctx.app.inject({ method: 'GET', url: image.json().data.image })).rawPayload;
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(stored.includes('SECRET-EXIF-MARKER')).toBe(false);

    const video = await sendFile('POST', filesUrl, {
      file_type: 'VIDEO',
      file_title_name: 'Lecture',
      sort_order: '3',
      address: 'https://youtu.be/abcdefghijk',
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().data.video).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0&amp;modestbranding=1',
    );

    const link = await sendFile('POST', filesUrl, {
      file_type: 'URL',
      file_title_name: 'Watch online',
      sort_order: '4',
      address: 'https://www.youtube.com/watch?v=abcdefghijk&list=x',
    });
    expect(link.statusCode).toBe(201);
    expect(link.json().data.video_url).toBe('https://www.youtube.com/watch?v=abcdefghijk&amp;list=x');

    const detail = ZTrainingDetailResponse.parse((await publicDetail(training.id)).json()).data.training[0];
    expect(detail?.training_document_sessions.map((session) => session.id)).toEqual([first.id, second.id]);
    expect(detail?.training_document_sessions[0]?.training_document_files.map((file) => file.file_type)).toEqual([
      'PDF',
      'IMG',
      'VIDEO',
      'URL',
    ]);

    const list = ZAdminTrainingListAnswer.parse((await json('GET', '/api/admin/trainings')).json()).data;
    expect(list.find((item) => item.id === training.id)?.session_count).toBe(2);
    const audit = await listAuditEntries(ctx.database.db, 'training_file', pdfAnswer.json().data.id);
    expect(audit[0]?.action).toBe('training_file.create');
    expect((await listAuditEntries(ctx.database.db, 'training_session', first.id))[0]?.action).toBe(
      'training_session.create',
    );
  });

  it('edits and removes a session, removing its stored files', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const sessionUrl = `/api/admin/trainings/${training.id}/sessions/${session.id}`;
    const edited = await json('PUT', sessionUrl, {
      session_name: 'Session 1: Renamed',
      session_nameHi: 'सत्र 1: नया नाम',
      session_desc: '',
      session_descHi: 'सत्र का विवरण',
      sort_order: 5,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({
      id: session.id,
      session_name: 'Session 1: Renamed',
      session_nameHi: 'सत्र 1: नया नाम',
      session_desc: null,
      session_descHi: 'सत्र का विवरण',
      sort_order: 5,
    });

    const file = await sendFile(
      'POST',
      `${sessionUrl}/files`,
      { file_type: 'PDF', file_title_name: 'R', file_title_nameHi: 'पठन सामग्री', sort_order: '1' },
      { file: pdf() },
    );
    expect(file.json().data.file_title_nameHi).toBe('पठन सामग्री');
    const shown = (await publicDetail(training.id)).json().data.training[0].training_document_sessions[0];
    expect(shown).toMatchObject({
      session_nameHi: 'सत्र 1: नया नाम',
      training_document_files: [expect.objectContaining({ file_title_nameHi: 'पठन सामग्री' })],
    });
    const long = await json('PUT', sessionUrl, { session_name: 'S', session_nameHi: 'क'.repeat(301), sort_order: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'session_nameHi',
        msg: 'The session name (Hindi) must be at most 300 characters.',
      }),
    );
    const pdfPath = file.json().data.pdf as string;
    expect((await json('DELETE', sessionUrl)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: pdfPath })).statusCode).toBe(404);
    expect((await json('DELETE', sessionUrl)).statusCode).toBe(404);
    expect(
      (await listAuditEntries(ctx.database.db, 'training_session', session.id)).map((entry) => entry.action),
    ).toEqual(['training_session.create', 'training_session.update', 'training_session.delete']);
  });

  it('answers 404 for a session of another training, and 400 for bad session input', async () => {
    const one = await createTraining();
    const other = await createTraining();
    const session = await createSession(one.id);
    const wrong = `/api/admin/trainings/${other.id}/sessions/${session.id}`;
    expect((await json('PUT', wrong, { session_name: 'S', sort_order: 1 })).statusCode).toBe(404);
    expect((await json('DELETE', wrong)).statusCode).toBe(404);
    expect(
      (
        await sendFile('POST', `${wrong}/files`, {
          file_type: 'URL',
          file_title_name: 'L',
          sort_order: '1',
          address: 'https://x.org',
        })
      ).statusCode,
    ).toBe(404);
    const url = `/api/admin/trainings/${one.id}/sessions`;
    expect((await json('POST', url, { session_name: '', sort_order: 1 })).statusCode).toBe(400);
    expect((await json('POST', url, { session_name: 'S', sort_order: 'first' })).statusCode).toBe(400);
    expect((await json('POST', url, { session_name: 'S', sort_order: 1, training_id: 4 })).statusCode).toBe(400);
  });

  it('refuses bad files and leaves nothing stored', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const url = `/api/admin/trainings/${training.id}/sessions/${session.id}/files`;
    const before = await storedTrainingFiles();
    const cases: [Record<string, string>, Record<string, UploadFile>, number, string, string][] = [
      [
        { file_type: 'PDF', file_title_name: 'R', sort_order: '1' },
        {},
        400,
        'file',
        ADMIN_TRAINING_MESSAGES.fileRequired,
      ],
      [
        { file_type: 'PDF', file_title_name: 'R', sort_order: '1' },
        { file: htmlRenamedJpg() },
        400,
        'file',
        ADMIN_MESSAGES.pdfOnly,
      ],
      [
        { file_type: 'IMG', file_title_name: 'R', sort_order: '1' },
        { file: htmlRenamedJpg() },
        400,
        'file',
        ADMIN_MESSAGES.imageOnly,
      ],
      [
        { file_type: 'URL', file_title_name: 'R', sort_order: '1', address: 'javascript:alert(1)' },
        {},
        400,
        'address',
        ADMIN_TRAINING_MESSAGES.linkAddress,
      ],
      [
        { file_type: 'VIDEO', file_title_name: 'R', sort_order: '1', address: 'https://vimeo.com/1' },
        {},
        400,
        'address',
        ADMIN_TRAINING_MESSAGES.videoAddress,
      ],
      [
        { file_type: 'DOC', file_title_name: 'R', sort_order: '1' },
        {},
        400,
        'file_type',
        ADMIN_TRAINING_MESSAGES.fileType,
      ],
      [
        { file_type: 'PDF', sort_order: '1' },
        { file: pdf() },
        400,
        'file_title_name',
        ADMIN_TRAINING_MESSAGES.fileTitleRequired,
      ],
      [
        { file_type: 'PDF', file_title_name: 'R', sort_order: '1', pdf: '/files/x.pdf' },
        { file: pdf() },
        400,
        'pdf',
        'Unrecognized key: "pdf"',
      ],
    ];
    for (const [fields, files, status, field, msg] of cases) {
      const response = await sendFile('POST', url, fields, files);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json().errors, JSON.stringify(fields)).toContainEqual({ path: field, msg });
    }
    const attached = await sendFile(
      'POST',
      url,
      { file_type: 'URL', file_title_name: 'R', sort_order: '1', address: 'https://example.org' },
      { file: pdf() },
    );
    expect(attached.statusCode).toBe(400);

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-', 0);
    const oversize = await sendFile(
      'POST',
      url,
      { file_type: 'PDF', file_title_name: 'R', sort_order: '1' },
      { file: { filename: 'big.pdf', contentType: 'application/pdf', data: big } },
    );
    expect(oversize.statusCode).toBe(413);
    expect(await storedTrainingFiles()).toEqual(before);
    const detail = ZAdminTrainingAnswer.parse((await json('GET', `/api/admin/trainings/${training.id}`)).json()).data;
    expect(detail.sessions[0]?.files).toEqual([]);
  });

  it('removes the uploaded file when its row cannot be written', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const db = ctx.database.db;
    await db.execute(
      sql`alter table training_document_files add constraint files_test_failure check (file_title_name <> 'FAIL ME')`,
    );
    try {
      const before = await storedTrainingFiles();
      const response = await sendFile(
        'POST',
        `/api/admin/trainings/${training.id}/sessions/${session.id}/files`,
        { file_type: 'PDF', file_title_name: 'FAIL ME', sort_order: '1' },
        { file: pdf() },
      );
      expect(response.statusCode).toBe(500);
      expect(await storedTrainingFiles()).toEqual(before);
    } finally {
      await db.execute(sql`alter table training_document_files drop constraint files_test_failure`);
    }
  });

  it('edits a file: keeps its PDF, replaces it, turns it into a link (old files removed), then deletes it', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const base = `/api/admin/trainings/${training.id}/sessions/${session.id}/files`;
    const created = await sendFile(
      'POST',
      base,
      { file_type: 'PDF', file_title_name: 'R', sort_order: '1' },
      { file: pdf() },
    );
    const { id, pdf: firstPdf } = created.json().data as { id: number; pdf: string };
    const url = `${base}/${id}`;

    const renamed = await sendFile('PUT', url, { file_type: 'PDF', file_title_name: 'Reading 2', sort_order: '2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ file_title_name: 'Reading 2', pdf: firstPdf, sort_order: 2 });

    const replaced = await sendFile(
      'PUT',
      url,
      { file_type: 'PDF', file_title_name: 'Reading 2', sort_order: '2' },
      { file: pdf() },
    );
    const secondPdf = replaced.json().data.pdf as string;
    expect(secondPdf).not.toBe(firstPdf);
    expect((await ctx.app.inject({ method: 'GET', url: firstPdf })).statusCode).toBe(404);

    const toImage = await sendFile('PUT', url, { file_type: 'IMG', file_title_name: 'Now an image', sort_order: '2' });
    expect(toImage.statusCode).toBe(400);
    expect(toImage.json().errors).toEqual([{ path: 'file', msg: ADMIN_TRAINING_MESSAGES.fileRequired }]);

    const toLink = await sendFile('PUT', url, {
      file_type: 'URL',
      file_title_name: 'Online',
      sort_order: '2',
      address: 'https://example.org/reading',
    });
    expect(toLink.statusCode).toBe(200);
    expect(toLink.json().data).toMatchObject({ file_type: 'URL', pdf: null, video_url: 'https://example.org/reading' });
    expect((await ctx.app.inject({ method: 'GET', url: secondPdf })).statusCode).toBe(404);

    expect(
      (
        await sendFile('PUT', `${base}/999999`, {
          file_type: 'URL',
          file_title_name: 'x',
          sort_order: '1',
          address: 'https://x.org',
        })
      ).statusCode,
    ).toBe(404);
    expect((await json('DELETE', url)).statusCode).toBe(200);
    expect((await json('DELETE', url)).statusCode).toBe(404);
    expect((await listAuditEntries(ctx.database.db, 'training_file', id)).map((entry) => entry.action)).toEqual([
      'training_file.create',
      'training_file.update',
      'training_file.update',
      'training_file.update',
      'training_file.delete',
    ]);
  });

  it('leaves exactly one stored file, the one the row points to, after 10 parallel replacements', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const base = `/api/admin/trainings/${training.id}/sessions/${session.id}/files`;
    const fields = { file_type: 'PDF', file_title_name: 'Raced', sort_order: '1' };
    const created = await sendFile('POST', base, fields, { file: pdf() });
    const { id, pdf: firstPdf } = created.json().data as { id: number; pdf: string };
    const others = (await storedTrainingFiles()).filter((name) => `/files/trainings/${name}` !== firstPdf);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendFile('PUT', `${base}/${id}`, fields, { file: pdf() })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await ctx.database.db
      .select({ pdf: trainingDocumentFiles.pdf })
      .from(trainingDocumentFiles)
      .where(eq(trainingDocumentFiles.id, id));
    const kept = (await storedTrainingFiles()).filter((name) => !others.includes(name));
    expect(kept).toHaveLength(1);
    expect(row?.pdf).toBe(`/files/trainings/${kept[0]}`);
  });

  it('deletes a training with its sessions and stored files, off the public list at once', async () => {
    const training = await createTraining();
    const session = await createSession(training.id);
    const created = await sendFile(
      'POST',
      `/api/admin/trainings/${training.id}/sessions/${session.id}/files`,
      { file_type: 'IMG', file_title_name: 'Photo', sort_order: '1' },
      { file: await pngWithExif() },
    );
    const imagePath = created.json().data.image as string;
    expect((await json('DELETE', `/api/admin/trainings/${training.id}`)).statusCode).toBe(200);
    expect((await publicList()).map((item) => item.id)).not.toContain(training.id);
    expect((await ctx.app.inject({ method: 'GET', url: imagePath })).statusCode).toBe(404);
    expect((await listAuditEntries(ctx.database.db, 'training', training.id)).at(-1)?.action).toBe('training.delete');
  });
});
