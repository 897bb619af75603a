import { ZIdParams, ZPageLimit } from '@iiidem/shared/common/list-query';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import { ZTrainingDetailResponse, ZTrainingListResponse } from '@iiidem/shared/trainings/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { findTrainings, findTrainingWithSessions } from './trainings.repository';

const ZTrainingListQuery = z.strictObject({
  limit: ZPageLimit.optional().describe(`At most this many trainings (default and maximum ${MAX_PAGE_SIZE})`),
});

/** The national (domestic) training programmes and their session material (spec 1 §7, spec 2 §7). */
export const trainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trainings',
    {
      schema: {
        tags: ['trainings'],
        summary: 'Domestic trainings (id, name, code), ordered by code',
        querystring: ZTrainingListQuery,
        response: { 200: ZTrainingListResponse, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'trainings' }, async () => {
        const training = await findTrainings(app.database.db, request.query.limit ?? MAX_PAGE_SIZE);
        return { success: true as const, data: { training } };
      }),
  );

  app.get(
    '/trainings/:id',
    {
      schema: {
        tags: ['trainings'],
        summary: 'One training with its sessions and their files (PDF, IMG, VIDEO, URL), as data.training[0]',
        params: ZIdParams,
        response: { 200: ZTrainingDetailResponse, 400: ZApiErrorBody, 404: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'trainings' }, async () => {
        const training = await findTrainingWithSessions(app.database.db, request.params.id, app);
        if (!training) throw new HttpError(404, API_ERRORS.notFound);
        return { success: true as const, data: { training: [training] } };
      }),
  );
};
