import { ZEmptyBody } from '@iiidem/shared/admin/certificates';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import { ZApplicationListResponse } from '@iiidem/shared/nominations/api';
import {
  canAddToCalendar,
  MY_APPLICATION_MESSAGES,
  ZAcknowledgementQuery,
  ZMyApplicationResponse,
  ZWithdrawResponse,
} from '@iiidem/shared/nominations/my-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { findStoredFileFacts } from '../../lib/files/file-facts';
import { HttpError } from '../../lib/http-error';
import { parsePrivateFileKey } from '../../lib/private-files';
import { requireSession, sessionUser } from '../../plugins/auth';
import { type ApplicationRow, findApplicationsOf, findMyApplication } from './applications.repository';
import { buildAcknowledgement } from './build-acknowledgement';
import { buildCalendarFile } from './build-calendar-file';
import { readMyApplication, summaryOf } from './read-my-application';
import { withdrawApplication } from './withdraw-application';

const listResponses = { 200: ZApplicationListResponse, 400: ZApiErrorBody, 401: ZApiErrorBody };
const SECURITY = [{ bearerAuth: [] }];
const fileResponses = (description: string) => ({
  200: z.any().meta({ type: 'string', format: 'binary', description }),
  400: ZApiErrorBody,
  401: ZApiErrorBody,
  404: ZApiErrorBody,
  409: ZApiErrorBody,
});

/**
 * My Courses (spec 1 §2, §7): the caller's applications, Applied (not completed, statuses 1-4) and Completed
 * (with certificate links: short-lived addresses signed with the server's file link secret for the caller's
 * session, so they open in a new tab), each with its type and size (issue 16). Each has its number and the day
 * it was submitted, and the caller may view one, download its acknowledgement, withdraw it before review and
 * add an approved course to a calendar (issue 17). Another user's application is a 404, as if it did not exist.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's application, or 404 (someone else's too, so ids reveal nothing). */
  async function mine(userId: number, id: number) {
    const row = await findMyApplication(app.database.db, userId, id);
    if (!row) throw new HttpError(404, MY_APPLICATION_MESSAGES.notFound);
    return row;
  }

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
        rows.map(async ({ created_at, completed_at, ...row }) => ({
          ...row,
          ...summaryOf({ ...row, created_at, completed_at }),
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

  app.get(
    '/applications/:id',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary: "One of the caller's applications as submitted: every field of the nomination, files as addresses",
        security: SECURITY,
        params: ZIdParams,
        querystring: z.strictObject({}),
        response: { 200: ZMyApplicationResponse, 400: ZApiErrorBody, 401: ZApiErrorBody, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const row = await mine(user.id, request.params.id);
      const now = clock.now();
      const link = (stored: string | null) =>
        stored && parsePrivateFileKey(stored) ? app.fileLinks.sign(stored, { id: user.sessionId }, now) : null;
      return { success: true as const, data: await readMyApplication(app.database.db, row, link) };
    },
  );

  app.get(
    '/applications/:id/acknowledgement.pdf',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary:
          "The acknowledgement of one of the caller's applications (PDF): number, course, date and the nomination's main fields, in the account's language or ?lang=",
        security: SECURITY,
        params: ZIdParams,
        querystring: ZAcknowledgementQuery,
        response: fileResponses('The acknowledgement (application/pdf, an attachment)'),
      },
    },
    async (request, reply) => {
      const row = await mine(sessionUser(request).id, request.params.id);
      const language = request.query.lang ?? row.language;
      const { pdf, fileName } = await buildAcknowledgement(app.database.db, row, language, clock.now());
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/applications/:id/calendar.ics',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary:
          "A calendar file (iCalendar) of the course of one of the caller's approved applications, over the days it is held",
        security: SECURITY,
        params: ZIdParams,
        querystring: ZAcknowledgementQuery,
        response: fileResponses('The calendar file (text/calendar, an attachment)'),
      },
    },
    async (request, reply) => {
      const row = await mine(sessionUser(request).id, request.params.id);
      if (!canAddToCalendar(row)) throw new HttpError(409, MY_APPLICATION_MESSAGES.calendarOnlyApproved);
      const language = request.query.lang ?? row.language;
      const { ics, fileName } = buildCalendarFile(row, language, app.config.publicUrl, clock.now());
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );

  app.post(
    '/applications/:id/withdraw',
    {
      onRequest: requireSession,
      schema: {
        tags: ['applications'],
        summary: "Withdraw one of the caller's applications while it is unreviewed (Received); 409 once reviewed",
        security: SECURITY,
        params: ZIdParams,
        body: ZEmptyBody,
        response: {
          200: ZWithdrawResponse,
          400: ZApiErrorBody,
          401: ZApiErrorBody,
          404: ZApiErrorBody,
          409: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const data = await withdrawApplication(app.database.db, sessionUser(request).id, request.params.id, clock.now());
      return { success: true as const, message: MY_APPLICATION_MESSAGES.withdrawn, data };
    },
  );
};
