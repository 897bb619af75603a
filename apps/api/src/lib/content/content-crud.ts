import { ADMIN_PAGE_SIZE } from '@iiidem/shared/admin/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/executor';
import { sessionUser } from '../../plugins/auth';
import { ZApiErrorBody } from '../api-error-schema';
import { type AuditEntry, recordAudit } from '../audit-log';
import { clock } from '../clock';
import { removePublicFiles } from '../files/public-files';
import { HttpError } from '../http-error';

/** Helpers shared by the back-office content routes (courses, news and tenders, vacancies, gallery, trainings). */

/** The error answers every back-office content route may give. */
export const CONTENT_ERROR_RESPONSES = {
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  403: ZApiErrorBody,
  404: ZApiErrorBody,
} as const;

/** Adds the upload errors (409 in use, 413 too large, 415 not multipart). */
export const UPLOAD_ERROR_RESPONSES = { ...CONTENT_ERROR_RESPONSES, 413: ZApiErrorBody, 415: ZApiErrorBody } as const;

export function notFound(): HttpError {
  return new HttpError(404, API_ERRORS.notFound);
}

/** A `LIKE` pattern finding `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Page and limit of a list query with their defaults, and the row offset. */
export function pageOf(query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** The signed-in staff member's id (the routes run after requireStaff). */
export function actorId(request: FastifyRequest): number {
  return sessionUser(request).id;
}

/**
 * Records `<entity>.<verb>` (e.g. 'photo.create') on one record, now, in the transaction of the change, so the
 * change and its audit entry commit together.
 */
export function auditChange(
  executor: Executor,
  { entity, verb, ...entry }: Omit<AuditEntry, 'action'> & { verb: string },
): Promise<void> {
  return recordAudit(executor, { ...entry, action: `${entity}.${verb}`, entity }, clock.now());
}

/** Runs `write` (a change that refers to public files written just before it); if it fails, removes those files. */
export async function removingFilesOnFailure<T>(
  app: FastifyInstance,
  written: readonly (string | null | undefined)[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removePublicFiles(app.files, written);
    throw error;
  }
}

/**
 * Runs a change that refers to public files written just before it: if the change fails, those files are
 * removed so a failed request leaves nothing behind. `dropped` files (replaced or deleted) are removed
 * only after the change has committed.
 */
export async function commitWithFiles<T>(
  app: FastifyInstance,
  written: readonly (string | null | undefined)[],
  change: () => Promise<{ result: T; dropped?: readonly (string | null | undefined)[] }>,
): Promise<T> {
  const outcome = await removingFilesOnFailure(app, written, change);
  if (outcome.dropped?.length) await removePublicFiles(app.files, outcome.dropped);
  return outcome.result;
}
