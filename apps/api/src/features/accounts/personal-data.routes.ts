import {
  PERSONAL_DATA_MESSAGES,
  ZDeletionRequestPayload,
  ZOwnDeletionRequestAnswer,
} from '@iiidem/shared/accounts/personal-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { clock } from '../../lib/clock';
import { requireSession, sessionUser } from '../../plugins/auth';
import { exportPersonalData } from './export-personal-data';
import { findOwnDeletionRequest } from './personal-data.repository';
import { ownDeletionRequestOf, requestAccountDeletion } from './request-account-deletion';

const SECURITY = [{ bearerAuth: [] }];

/** The person's own data (issue 17, DPDP Act 2023): download all of it, ask for the account to be deleted. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };

  app.get(
    '/personal-data',
    {
      onRequest: requireSession,
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Everything stored about the signed-in person, as a JSON download: every row of every table about them, files as links',
        security: SECURITY,
        response: {
          200: z.any().meta({ type: 'object', description: 'The export (application/json, an attachment)' }),
          401: ZApiErrorBody,
          429: ZApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const data = await exportPersonalData(app.database.db, sessionUser(request).id, now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="iiidem-my-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/personal-data/deletion-request',
    {
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in person's newest request to delete their account (data null when there is none)",
        security: SECURITY,
        response: { 200: ZOwnDeletionRequestAnswer, 401: ZApiErrorBody },
      },
    },
    async (request) => {
      const row = await findOwnDeletionRequest(app.database.db, sessionUser(request).id);
      return { success: true as const, data: row ? ownDeletionRequestOf(row) : null };
    },
  );

  app.post(
    '/personal-data/deletion-request',
    {
      onRequest: requireSession,
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Asks for the account to be deleted, confirmed with the password; staff carry it out or decline it with a reason',
        security: SECURITY,
        body: ZDeletionRequestPayload,
        response: {
          201: ZOwnDeletionRequestAnswer,
          400: ZApiErrorBody,
          401: ZApiErrorBody,
          403: ZApiErrorBody,
          409: ZApiErrorBody,
          415: ZApiErrorBody,
          429: ZApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await requestAccountDeletion(
        app.database.db,
        { userId: sessionUser(request).id, password: request.body.password },
        clock.now(),
      );
      return reply.code(201).send({
        success: true as const,
        message: PERSONAL_DATA_MESSAGES.deletionRequested,
        data: ownDeletionRequestOf(row),
      });
    },
  );
};
