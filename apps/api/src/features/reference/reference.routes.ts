import { ZCountryListResponse, ZStateListResponse } from '@iiidem/shared/nominations/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { answerPublicRead } from '../../plugins/public-cache';
import { listCountries, listStates } from './reference.repository';

/** Reference lists change only with a release; browsers may keep them for an hour. */
const REFERENCE_MAX_AGE_SECONDS = 3600;

/** The countries and states lists of the nomination forms (spec 2 §3, §7): public and cacheable. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries (id, name, nicename, iso), by name',
        querystring: z.strictObject({}),
        response: { 200: ZCountryListResponse, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'reference', maxAgeSeconds: REFERENCE_MAX_AGE_SECONDS }, async () => {
        const data = await listCountries(app.database.db);
        return { success: true as const, data };
      }),
  );

  app.get(
    '/states',
    {
      schema: {
        tags: ['reference'],
        summary: "India's states and union territories (ST_CODE, ST_NAME), by name",
        querystring: z.strictObject({}),
        response: { 200: ZStateListResponse, 400: ZApiErrorBody },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'reference', maxAgeSeconds: REFERENCE_MAX_AGE_SECONDS }, async () => {
        const data = await listStates(app.database.db);
        return { success: true as const, data };
      }),
  );
};
