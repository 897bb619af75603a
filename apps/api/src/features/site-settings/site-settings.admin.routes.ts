import { SITE_SETTINGS_MESSAGES, ZAdminSiteSettingsAnswer, ZSaveSiteSettingsBody } from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { actorId, CONTENT_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { readSiteSettings } from './read-site-settings';
import { saveSiteSettings } from './save-site-settings';

const ERRORS = { ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody } as const;
const BASE = { ...ADMIN_ROUTE_BASE, tags: ['admin', 'site-settings'] };

async function settingsAnswer(app: FastifyInstance, message?: string) {
  const { settings, version, updatedAt } = await readSiteSettings(app.database.db);
  return {
    success: true as const,
    ...(message ? { message } : {}),
    data: { settings, version, updatedAt: updatedAt?.toISOString() ?? null },
  };
}

/** Back office: the site's settings (issue 15), one document with a version; staff only, audited. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/site-settings',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: "The site's settings with their version (send it back with a save)",
        response: { 200: ZAdminSiteSettingsAnswer, ...ERRORS },
      },
    },
    async () => settingsAnswer(app),
  );

  app.put(
    '/admin/site-settings',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: "Saves the site's settings; 409 when someone saved since `version`. Every page shows them at once",
        body: ZSaveSiteSettingsBody,
        response: { 200: ZAdminSiteSettingsAnswer, ...ERRORS },
      },
    },
    async (request) => {
      await saveSiteSettings(app, { actorUserId: actorId(request), ...request.body });
      return settingsAnswer(app, SITE_SETTINGS_MESSAGES.saved);
    },
  );
};
