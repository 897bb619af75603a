import { ZSiteUpdatedAnswer } from '@iiidem/shared/site/site-updated';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_AREAS } from '../../lib/public-read-cache';
import { answerPublicRead } from '../../plugins/public-cache';
import { readSiteUpdated } from './read-site-updated';

/** The day the public site last changed (issue 16, GIGW), for every page's footer. */
export const siteUpdatedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-updated',
    {
      schema: {
        tags: ['site-settings'],
        summary: 'The day (IST) the public content last changed',
        response: { 200: ZSiteUpdatedAnswer },
      },
    },
    async (request, reply) => {
      // A change to any area changes the answer: the versions of all of them are part of its cache key.
      const versions = PUBLIC_READ_AREAS.map((area) => app.publicReads.version(area)).join('.');
      return answerPublicRead(request, reply, { area: 'settings', extraKey: versions }, async () => ({
        success: true as const,
        data: { last_updated: await readSiteUpdated(app.database.db) },
      }));
    },
  );
};
