import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { API_ERRORS } from '@iiidem/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { auditLog } from '../../src/db/schema/system';
import { buildPdf } from '../../src/db/seed/minimal-pdf';
import { ensureReferenceData } from '../../src/db/seed/reference-data';
import type { FileStore } from '../../src/lib/files/file-store';
import { useTestApp } from '../build-test-app';
import { SIGN_IN_TEST_ENV, type SignedInUser, signInAs } from '../sign-in-as';
import { storedFileNames } from './files';
import { multipart, type UploadFile } from './nominations';

/** Test-only helpers for the back-office content API tests (courses, news, vacancies). */

/**
 * The test app of a back-office content test, with a staff member and an applicant signed in before the tests
 * (and the reference data seeded first with `referenceData`), and the staff member's requests:
 *   const { ctx, users, send, sendForm } = useContentAdminApp();  ...  await send('GET', '/admin/news')
 */
export function useContentAdminApp(options: { referenceData?: boolean } = {}) {
  const ctx = useTestApp({ env: SIGN_IN_TEST_ENV });
  const users = {} as { staff: SignedInUser; applicant: SignedInUser };
  beforeAll(async () => {
    if (options.referenceData) await ensureReferenceData(ctx.database.db);
    users.staff = await signInAs(ctx.app, ctx.database.db, { role: 'staff' });
    users.applicant = await signInAs(ctx.app, ctx.database.db);
  });

  /** A JSON (or bodiless) request as the staff member; `url` is relative to /api. */
  function send(method: RouteCall['method'], url: string, payload?: object) {
    return ctx.app.inject({ method, url: `/api${url}`, headers: users.staff.headers, payload });
  }

  /** A multipart form as the staff member; `url` is relative to /api. */
  function sendForm(
    method: 'POST' | 'PUT',
    url: string,
    values: Record<string, string>,
    files: Record<string, UploadFile> = {},
  ) {
    const body = multipart(values, files);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...users.staff.headers, ...body.headers },
      payload: body.payload,
    });
  }

  /** GET, PATCH published and DELETE of an unknown record of the table at `path` answer 404 'Not found'. */
  async function expectUnknownRecordAnswers404(path: string) {
    for (const [method, url, payload] of [
      ['GET', `${path}/999999`, undefined],
      ['PATCH', `${path}/999999/published`, { published: true }],
      ['DELETE', `${path}/999999`, undefined],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ success: false, message: API_ERRORS.notFound });
    }
  }

  /** The status of a GET of `url` (a stored file's public path), e.g. 404 once the file is removed. */
  async function fileStatus(url: string) {
    return (await ctx.app.inject({ url })).statusCode;
  }

  /** Runs `act`, then checks that the table's rows and the public files of its area are as they were before. */
  async function expectNothingStored(store: StoredRecords, act: () => Promise<void>) {
    const [rowsBefore, filesBefore] = [await store.rowCount(), await publicFilesOf(ctx.app.files, store.area)];
    await act();
    expect(await store.rowCount()).toBe(rowsBefore);
    expect(await publicFilesOf(ctx.app.files, store.area)).toEqual(filesBefore);
  }

  return { ctx, users, send, sendForm, expectUnknownRecordAnswers404, fileStatus, expectNothingStored };
}

/** A table's records with files: how many rows it has, and the area its public files are stored in. */
export type StoredRecords = { rowCount: () => Promise<number>; area: string };

/** The form values with the ones left `undefined` dropped (a test's way of leaving a field out). */
export function formValues(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

export type RouteCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
};

/** A 400 answer with an error under `path` (with the message `msg` when given). */
export function expectFieldError(response: LightMyRequestResponse, path: string, msg?: string) {
  expect(response.statusCode).toBe(400);
  const error = response.json().errors?.find((e: { path: string }) => e.path === path);
  expect(error, response.body).toBeDefined();
  if (msg) expect(error.msg).toBe(msg);
}

export function samplePdf(name = 'notice.pdf'): UploadFile {
  return { filename: name, contentType: 'application/pdf', data: buildPdf('Notice', ['A test document.']) };
}

/** An HTML page named like a PDF. */
export function htmlRenamedPdf(): UploadFile {
  return { filename: 'notice.pdf', contentType: 'application/pdf', data: Buffer.from('<!doctype html><p>hi</p>') };
}

/** PDF magic bytes followed by padding: 10 MiB + 1 byte. */
export function oversizedPdf(): UploadFile {
  const data = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return { filename: 'big.pdf', contentType: 'application/pdf', data };
}

/**
 * A PDF over 10 MB answers 413 and an HTML page named .pdf answers 400, each with the one error under `field`;
 * `sendPdf` sends the form with the file.
 */
export async function expectBadPdfsRefused(
  field: string,
  sendPdf: (file: UploadFile) => Promise<LightMyRequestResponse>,
) {
  const big = await sendPdf(oversizedPdf());
  expect(big.statusCode).toBe(413);
  expect(big.json().errors).toEqual([{ path: field, msg: ADMIN_MESSAGES.fileTooLarge }]);
  const html = await sendPdf(htmlRenamedPdf());
  expect(html.statusCode).toBe(400);
  expect(html.json().errors).toEqual([{ path: field, msg: ADMIN_MESSAGES.pdfOnly }]);
}

/** The names of the public files of `area` in the app's file store (none when there are none). */
export function publicFilesOf(files: FileStore, area: string): Promise<string[]> {
  return storedFileNames(files, 'public', area);
}

/** The audit actions recorded for one record, in order. */
export async function auditActionsOf(db: Database, entity: string, id: number): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}
