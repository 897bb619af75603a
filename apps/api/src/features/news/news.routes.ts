import { NEWS_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import { ZPressNewsPage, ZPressNewsQuery } from '@iiidem/shared/news/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { findPublishedPressNews } from './press-news.repository';

/** News and tenders by category with 1-based pages (spec 1 §7 get-pressnews-by-category). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/press-news',
    {
      schema: {
        tags: ['news'],
        summary: 'Published news and tenders of one category, newest first, one page at a time',
        querystring: ZPressNewsQuery,
        response: { 200: ZPressNewsPage, 400: ZApiErrorBody, 404: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'news' }, async () => {
        const { category_id: categoryId, page = 1, limit = NEWS_PAGE_SIZE } = request.query;
        const result = await findPublishedPressNews(app.database.db, { categoryId, page, limit }, app);
        if (!result) throw new HttpError(404, API_ERRORS.notFound);
        return {
          success: true as const,
          data: {
            pressnews: result.items,
            newscategory: { news_name: result.categoryName },
            pages: { page, limit, totalData: result.totalData },
          },
        };
      }),
  );
};
