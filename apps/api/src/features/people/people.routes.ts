import { isPeopleList, ZPeopleListParams, ZPublicPeopleAnswer } from '@iiidem/shared/admin/people';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { HttpError } from '../../lib/http-error';
import { answerPublicRead } from '../../plugins/public-cache';
import { listPublishedPeople } from './people.repository';
import { publicPerson } from './people-views';

/** People and partners as the public pages show them (issue 15). */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/people/:list',
    {
      schema: {
        tags: ['people'],
        summary: 'The published entries of a list of people or partners, in their order',
        params: ZPeopleListParams,
        response: { 200: ZPublicPeopleAnswer, 400: ZApiErrorBody, 404: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'people' }, async () => {
        const { list } = request.params;
        if (!isPeopleList(list)) throw new HttpError(404, API_ERRORS.notFound);
        const rows = await listPublishedPeople(app.database.db, list);
        return { success: true as const, data: { list, items: rows.map(publicPerson) } };
      }),
  );
};
