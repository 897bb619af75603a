import { ZCategoryQuery, ZPhotoList, ZVideoList } from '@iiidem/shared/gallery/api';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { findPhotos, findVideos } from './gallery.repository';

const errorResponses = { 400: ZApiErrorBody, 404: ZApiErrorBody };

/** Banner and gallery photos and gallery videos (spec 1 §7 get-photo, get-video); at most MAX_PAGE_SIZE each. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos',
    {
      schema: {
        tags: ['gallery'],
        summary: `Photos of a category (1 banner, 2 gallery) in display order, at most ${MAX_PAGE_SIZE}, with their sizes`,
        querystring: ZCategoryQuery,
        response: { 200: ZPhotoList, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'gallery' }, async () => {
        const data = await findPhotos(app.database.db, request.query.category_id, MAX_PAGE_SIZE);
        if (!data) throw new HttpError(404, API_ERRORS.notFound);
        return { success: true as const, data };
      }),
  );

  app.get(
    '/videos',
    {
      schema: {
        tags: ['gallery'],
        summary: `Videos of a category (1 gallery) in display order, at most ${MAX_PAGE_SIZE}`,
        querystring: ZCategoryQuery,
        response: { 200: ZVideoList, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'gallery' }, async () => {
        const data = await findVideos(app.database.db, request.query.category_id, MAX_PAGE_SIZE);
        if (!data) throw new HttpError(404, API_ERRORS.notFound);
        return { success: true as const, data };
      }),
  );
};
