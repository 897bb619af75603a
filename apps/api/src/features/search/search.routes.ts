import { ZSearchAnswer, ZSearchQuery } from '@iiidem/shared/search/api';
import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
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
      // Each search runs full-text queries over the whole site (no cache): a per-address limit keeps a script from
      // tying up the database, far above what a person types.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
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
