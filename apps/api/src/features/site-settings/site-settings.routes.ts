import { ZPublicSiteSettingsAnswer } from '@iiidem/shared/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerPublicRead } from '../../plugins/public-cache';
import { readSiteSettings } from './read-site-settings';

/** The site's settings as every page shows them (issue 15): footer, top bar, contact page, home page. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-settings',
    {
      schema: {
        tags: ['site-settings'],
        summary: "The site's phone numbers, address, mailboxes, social links, home notice and footprint figures",
        response: { 200: ZPublicSiteSettingsAnswer },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'settings' }, async () => ({
        success: true as const,
        data: (await readSiteSettings(app.database.db)).settings,
      })),
  );
};
