import { SEARCH_LIMITS, ZSearchAnswer, ZSearchQuery } from '@iiidem/shared/search/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { searchSite } from './search-site';

/** Site search (issue 16): the public site's courses, trainings, news and tenders, vacancies and pages. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Published courses, trainings, news and tenders, vacancies and pages matching words in English or Hindi',
        querystring: ZSearchQuery,
        response: { 200: ZSearchAnswer, 400: ZApiErrorBody },
      },
    },
    async (request) => {
      const { q, page = 1 } = request.query;
      const { results, total } = await searchSite(app.database.db, q, page);
      return {
        success: true as const,
        data: { results, pages: { page, limit: SEARCH_LIMITS.pageSize, totalData: total } },
      };
    },
  );
};
