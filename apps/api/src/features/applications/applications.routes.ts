import { ZApplicationListResponse } from '@iiidem/shared/nominations/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { findStoredFileFacts } from '../../lib/files/file-facts';
import { parsePrivateFileKey } from '../../lib/private-files';
import { requireSession, sessionUser } from '../../plugins/auth';
import { type ApplicationRow, findApplicationsOf } from './applications.repository';

const listResponses = { 200: ZApplicationListResponse, 400: ZApiErrorBody, 401: ZApiErrorBody };

/**
 * My Courses (spec 1 §2, §7): the caller's applications, Applied (not completed, statuses 1-4) and Completed
 * (with certificate links: short-lived addresses signed with the server's file link secret for the caller's
 * session, so they open in a new tab), each with its type and size (issue 16).
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(sessionId: number, rows: ApplicationRow[]) {
    const now = clock.now();
    const link = (stored: string | null): string | null => {
      if (!stored) return null;
      if (stored.startsWith('/files/')) return stored;
      if (!parsePrivateFileKey(stored)) return null;
      return app.fileLinks.sign(stored, { id: sessionId }, now);
    };
    return {
      success: true as const,
      data: await Promise.all(
        rows.map(async (row) => ({
          ...row,
          certificate_pdf: link(row.certificate_pdf),
          certificate_pdf_info: await findStoredFileFacts(app, row.certificate_pdf),
          certificate_jpg: link(row.certificate_jpg),
          certificate_jpg_info: await findStoredFileFacts(app, row.certificate_jpg),
        })),
      ),
    };
  }

  app.get(
    '/applications',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary: "The caller's applications that are not completed (Applied tab), with their status 1-4",
        security: [{ bearerAuth: [] }],
        querystring: z.strictObject({}),
        response: listResponses,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return answer(user.sessionId, await findApplicationsOf(app.database.db, user.id, 'applied'));
    },
  );

  app.get(
    '/applications/completed',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary: "The caller's completed courses (Completed tab) with certificate links (PDF and JPG)",
        security: [{ bearerAuth: [] }],
        querystring: z.strictObject({}),
        response: listResponses,
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return answer(user.sessionId, await findApplicationsOf(app.database.db, user.id, 'completed'));
    },
  );
};
