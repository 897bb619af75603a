import { ZIdParams } from '@iiidem/shared/common/list-query';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_PAGE_SIZE,
  type TFeedbackCategory,
  type TFeedbackItem,
  ZFeedbackItemAnswer,
  ZFeedbackListAnswer,
  ZFeedbackListQuery,
} from '@iiidem/shared/feedback/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { type FeedbackRow, findFeedback, listFeedback } from './feedback.repository';
import { markFeedbackAnswered } from './mark-feedback-answered';

const ERRORS = { 401: ZApiErrorBody, 403: ZApiErrorBody } as const;
const EXCERPT_LENGTH = 120;

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

function summaryOf(row: FeedbackRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category as TFeedbackCategory,
    language: row.language === 'hi' ? ('hi' as const) : ('en' as const),
    receivedAt: row.receivedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    excerpt: excerpt(row.message),
  };
}

function itemOf(row: FeedbackRow): TFeedbackItem {
  const answeredBy = row.answeredByFirst ? `${row.answeredByFirst} ${row.answeredByLast ?? ''}`.trim() : null;
  return { ...summaryOf(row), phone: row.phone, message: row.message, answeredBy };
}

/** Back office: the feedback the public sent (issue 16). Staff and admins: list, read one, mark answered. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/feedback',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Feedback messages, newest first, a page at a time (optionally only open or answered ones)',
        querystring: ZFeedbackListQuery,
        response: { 200: ZFeedbackListAnswer, 400: ZApiErrorBody, ...ERRORS },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await listFeedback(db(), {
        page,
        limit: FEEDBACK_PAGE_SIZE,
        status: request.query.status,
      });
      return {
        success: true as const,
        data: { items: rows.map(summaryOf), pages: { page, limit: FEEDBACK_PAGE_SIZE, totalData: total } },
      };
    },
  );

  app.get(
    '/admin/feedback/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'One feedback message in full, with who marked it answered and when',
        params: ZIdParams,
        response: { 200: ZFeedbackItemAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const row = await findFeedback(db(), request.params.id);
      if (!row) throw new HttpError(404, FEEDBACK_MESSAGES.notFound);
      return { success: true as const, data: itemOf(row) };
    },
  );

  app.post(
    '/admin/feedback/:id/answered',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Marks a feedback message answered (who and when, with an audit entry); 409 when it already is',
        params: ZIdParams,
        response: { 200: ZFeedbackItemAnswer, 400: ZApiErrorBody, ...ERRORS, 404: ZApiErrorBody, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const row = await markFeedbackAnswered(
        db(),
        { id: request.params.id, actorUserId: sessionUser(request).id },
        clock.now(),
      );
      return { success: true as const, message: FEEDBACK_MESSAGES.answered, data: itemOf(row) };
    },
  );
};
