import { LANGUAGE_MESSAGES, ZAccountLanguageAnswer, ZAccountLanguagePayload } from '@iiidem/shared/accounts/language';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/accounts';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { requireSession, sessionUser } from '../../plugins/auth';

/** The account's language (issue 14), which the language button sets for a signed-in visitor. */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };

  app.put(
    '/language',
    {
      onRequest: requireSession,
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Set the account's language, 'en' or 'hi' (bearer token): the language of its mails and certificates",
        security: [{ bearerAuth: [] }],
        body: ZAccountLanguagePayload,
        response: { 200: ZAccountLanguageAnswer, 400: ZApiErrorBody, 401: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      const { language } = request.body;
      await app.database.db
        .update(users)
        .set({ language })
        .where(eq(users.id, sessionUser(request).id));
      return { success: true as const, message: LANGUAGE_MESSAGES.languageSaved, data: { language } };
    },
  );
};
