import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { ZVacancyList } from '@iiidem/shared/vacancies/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { answerPublicRead } from '../../plugins/public-cache';
import { findVacancies } from './vacancies.repository';

/** Recruitment and engagement notices (spec 2 §7 vacancy list). */
export const vacanciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vacancies',
    {
      schema: {
        tags: ['vacancies'],
        summary: `Vacancies, the most recently uploaded first, at most ${MAX_PAGE_SIZE}`,
        querystring: z.strictObject({}),
        response: { 200: ZVacancyList, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'vacancies' }, async () => {
        const data = await findVacancies(app.database.db, MAX_PAGE_SIZE, app);
        return { success: true as const, data };
      }),
  );
};
