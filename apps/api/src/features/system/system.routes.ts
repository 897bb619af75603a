import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { pingDatabase } from './ping-database';

const ZHealth = z.object({ success: z.literal(true), status: z.literal('ok') });
const ZReady = z.object({ success: z.literal(true), status: z.literal('ready') });

/** Liveness and readiness for process managers and load balancers (security guide: operability). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is alive (does not touch the database)',
        response: { 200: ZHealth },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers; 503 while it does not',
        response: { 200: ZReady, 503: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.database);
      } catch (error) {
        request.log.warn({ err: error }, 'database is not ready');
        return reply.code(503).send({ success: false, message: API_ERRORS.unavailable });
      }
      return { success: true as const, status: 'ready' as const };
    },
  );
};
