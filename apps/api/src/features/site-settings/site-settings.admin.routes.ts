import {
  APPLICATION_FORM_MESSAGES,
  SITE_SETTINGS_MESSAGES,
  ZAdminSiteSettingsAnswer,
  ZSaveSiteSettingsBody,
} from '@iiidem/shared/site-settings';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { actorId, CONTENT_ERROR_RESPONSES, UPLOAD_ERROR_RESPONSES } from '../../lib/content/content-crud';
import { readAdminUpload, registerAdminMultipart } from '../../lib/uploads/admin-upload';
import { ADMIN_ROUTE_BASE, requireStaff } from '../../plugins/admin-guards';
import { readApplicationForm } from './read-application-form';
import { readSiteSettings } from './read-site-settings';
import { replaceApplicationForm } from './replace-application-form';
import { saveSiteSettings } from './save-site-settings';

const ERRORS = { ...CONTENT_ERROR_RESPONSES, 409: ZApiErrorBody } as const;
const BASE = { ...ADMIN_ROUTE_BASE, tags: ['admin', 'site-settings'] };

async function settingsAnswer(app: FastifyInstance, message?: string) {
  const [{ settings, version, updatedAt }, applicationForm] = await Promise.all([
    readSiteSettings(app.database.db),
    readApplicationForm(app),
  ]);
  return {
    success: true as const,
    ...(message ? { message } : {}),
    data: { settings, version, updatedAt: updatedAt?.toISOString() ?? null, applicationForm },
  };
}

/** The application form's upload, in its own context so multipart parsing applies to it alone. */
const applicationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerAdminMultipart(app);

  app.post(
    '/admin/site-settings/application-form',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: "Replaces the vacancies' application form; the vacancies page links the new file at once",
        description:
          'multipart/form-data: file (the application form, a Word .docx or a PDF document up to 10 MB). ' +
          'The previous file is removed when it was one staff uploaded.',
        consumes: ['multipart/form-data'],
        response: { 200: ZAdminSiteSettingsAnswer, ...UPLOAD_ERROR_RESPONSES, 409: ZApiErrorBody },
      },
    },
    async (request) => {
      const upload = await readAdminUpload(request, ['file']);
      await replaceApplicationForm(app, { actorUserId: actorId(request), file: upload.files.file });
      return settingsAnswer(app, APPLICATION_FORM_MESSAGES.replaced);
    },
  );
};

/** Back office: the site's settings (issue 15), one document with a version, and the application form; staff only, audited. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationFormRoutes);

  app.get(
    '/admin/site-settings',
    {
      onRequest: requireStaff,
      schema: {
        ...BASE,
        summary: "The site's settings with their version (send it back with a save) and the application form",
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
