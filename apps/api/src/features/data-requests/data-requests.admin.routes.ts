import {
  PERSONAL_DATA_MESSAGES,
  type TDataRequestItem,
  ZDataRequestItemAnswer,
  ZDataRequestListAnswer,
  ZDataRequestListQuery,
  ZDeclineDataRequestPayload,
} from '@iiidem/shared/accounts/personal-data';
import { ZIdParams } from '@iiidem/shared/common/list-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { sessionUser } from '../../plugins/auth';
import { carryOutDataRequest } from './carry-out-data-request';
import type { DataRequestRow } from './data-requests.repository';
import { listDataRequests } from './data-requests.repository';
import { declineDataRequest } from './decline-data-request';

const ERRORS = { 401: ZApiErrorBody, 403: ZApiErrorBody } as const;

function itemOf(row: DataRequestRow): TDataRequestItem {
  const erased = row.erased_at !== null;
  return {
    id: row.id,
    kind: 'deletion',
    status: row.status,
    userId: row.user_id,
    // Once the account is erased, nothing names the person.
    name: erased ? null : `${row.first_name} ${row.last_name}`.trim(),
    email: erased ? null : row.email_id,
    applications: row.applications,
    certificates: row.certificates,
    requestedAt: row.requested_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    closedBy: row.closer_first ? `${row.closer_first} ${row.closer_last ?? ''}`.trim() : null,
    declineReason: row.decline_reason,
  };
}

/** Back office (issue 17): the people's requests about their data; staff carry them out or decline them. */
export const dataRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/data-requests',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Requests to delete an account: open ones first, then the newest (optionally of one status)',
        querystring: ZDataRequestListQuery,
        response: { 200: ZDataRequestListAnswer, 400: ZApiErrorBody, ...ERRORS },
      },
    },
    async (request) => {
      const rows = await listDataRequests(app.database.db, request.query.status);
      return { success: true as const, data: { items: rows.map(itemOf) } };
    },
  );

  app.post(
    '/admin/data-requests/:id/carry-out',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary:
          "Carries out a deletion request: the person's data is erased (applications kept anonymised), sessions end, the person is told; audited",
        params: ZIdParams,
        response: {
          200: ZDataRequestItemAnswer,
          400: ZApiErrorBody,
          ...ERRORS,
          404: ZApiErrorBody,
          409: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const row = await carryOutDataRequest(
        app,
        { id: request.params.id, actorUserId: sessionUser(request).id },
        clock.now(),
      );
      return { success: true as const, message: PERSONAL_DATA_MESSAGES.carriedOut, data: itemOf(row) };
    },
  );

  app.post(
    '/admin/data-requests/:id/decline',
    {
      onRequest: requireStaff,
      schema: {
        ...ADMIN_ROUTE_BASE,
        summary: 'Declines a deletion request with a reason the person receives by mail; audited',
        params: ZIdParams,
        body: ZDeclineDataRequestPayload,
        response: {
          200: ZDataRequestItemAnswer,
          400: ZApiErrorBody,
          ...ERRORS,
          404: ZApiErrorBody,
          409: ZApiErrorBody,
          415: ZApiErrorBody,
        },
      },
    },
    async (request) => {
      const row = await declineDataRequest(
        app,
        { id: request.params.id, actorUserId: sessionUser(request).id, reason: request.body.reason },
        clock.now(),
      );
      return { success: true as const, message: PERSONAL_DATA_MESSAGES.declined, data: itemOf(row) };
    },
  );
};
