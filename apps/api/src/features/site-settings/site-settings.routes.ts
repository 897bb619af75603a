import { ZPublicSiteSettingsAnswer } from '@iiidem/shared/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerPublicRead } from '../../plugins/public-cache';
import { readApplicationForm } from './read-application-form';
import { readSiteSettings } from './read-site-settings';

/** The site's settings as every page shows them (issue 15): footer, top bar, contact page, home page. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-settings',
    {
      schema: {
        tags: ['site-settings'],
        summary:
          "The site's phone numbers, address, mailboxes, social links, home notice, footprint figures and the vacancies' application form",
        response: { 200: ZPublicSiteSettingsAnswer },
      },
    },
    async (request, reply) =>
      answerPublicRead(request, reply, { area: 'settings' }, async () => ({
        success: true as const,
        data: {
          ...(await readSiteSettings(app.database.db)).settings,
          applicationForm: await readApplicationForm(app),
        },
      })),
  );
};
