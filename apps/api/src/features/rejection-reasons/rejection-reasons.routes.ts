import {
  REVIEW_AIDS_MESSAGES,
  ZRejectionReasonBody,
  ZRejectionReasonResponse,
  ZRejectionReasonRetireBody,
  ZRejectionReasonsResponse,
} from '@iiidem/shared/admin/review-aids';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { recordAudit } from '../../lib/audit-log';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import {
  findRejectionReason,
  insertRejectionReason,
  listRejectionReasons,
  updateRejectionReason,
} from './rejection-reasons.repository';

const errors = { 400: ZApiErrorBody, 401: ZApiErrorBody, 403: ZApiErrorBody };
const ENTITY = 'rejection_reason';

/**
 * Back office: the rejection reasons staff choose from (issue 19), in English and Hindi (the applicant's mail
 * says it in their language). A reason is retired rather than deleted: rejections that used it keep it.
 */
export const rejectionReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/rejection-reasons',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Every rejection reason, those offered first',
        response: { 200: ZRejectionReasonsResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listRejectionReasons(db()) }),
  );

  app.post(
    '/admin/rejection-reasons',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Add a rejection reason (English and Hindi)',
        body: ZRejectionReasonBody,
        response: { 201: ZRejectionReasonResponse, ...errors },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const reason = await db().transaction(async (tx) => {
        const added = await insertRejectionReason(tx, request.body, now);
        await recordAudit(
          tx,
          {
            actorUserId: sessionUser(request).id,
            action: 'rejection_reason.create',
            entity: ENTITY,
            entityId: added.id,
            to: request.body,
          },
          now,
        );
        return added;
      });
      return reply.code(201).send({ success: true as const, message: REVIEW_AIDS_MESSAGES.reasonAdded, data: reason });
    },
  );

  app.put(
    '/admin/rejection-reasons/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Rename a rejection reason (rejections already told keep the words they were told)',
        params: ZIdParams,
        body: ZRejectionReasonBody,
        response: { 200: ZRejectionReasonResponse, ...errors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const now = clock.now();
      const { id } = request.params;
      const reason = await db().transaction(async (tx) => {
        const before = await findRejectionReason(tx, id);
        if (!before) throw new HttpError(404, REVIEW_AIDS_MESSAGES.reasonNotFound);
        const after = await updateRejectionReason(tx, id, request.body, now);
        await recordAudit(
          tx,
          {
            actorUserId: sessionUser(request).id,
            action: 'rejection_reason.update',
            entity: ENTITY,
            entityId: id,
            from: { label_en: before.label_en, label_hi: before.label_hi },
            to: request.body,
          },
          now,
        );
        return after;
      });
      if (!reason) throw new HttpError(404, REVIEW_AIDS_MESSAGES.reasonNotFound);
      return { success: true as const, message: REVIEW_AIDS_MESSAGES.reasonSaved, data: reason };
    },
  );

  app.post(
    '/admin/rejection-reasons/:id/retire',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Retire a rejection reason (retired: true) or offer it again (retired: false)',
        params: ZIdParams,
        body: ZRejectionReasonRetireBody,
        response: { 200: ZRejectionReasonResponse, ...errors, 404: ZApiErrorBody },
      },
    },
    async (request) => {
      const now = clock.now();
      const { id } = request.params;
      const { retired } = request.body;
      const reason = await db().transaction(async (tx) => {
        const after = await updateRejectionReason(tx, id, { retired_at: retired ? now : null }, now);
        if (!after) throw new HttpError(404, REVIEW_AIDS_MESSAGES.reasonNotFound);
        await recordAudit(
          tx,
          {
            actorUserId: sessionUser(request).id,
            action: retired ? 'rejection_reason.retire' : 'rejection_reason.restore',
            entity: ENTITY,
            entityId: id,
          },
          now,
        );
        return after;
      });
      const message = retired ? REVIEW_AIDS_MESSAGES.reasonRetired : REVIEW_AIDS_MESSAGES.reasonRestored;
      return { success: true as const, message, data: reason };
    },
  );
};
