import { ZChangePasswordPayload } from '@iiidem/shared/accounts/change-password';
import { ZPasswordResetConfirmPayload, ZPasswordResetRequestPayload } from '@iiidem/shared/accounts/password-reset';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settleWorkAfterAnswers } from '../../lib/after-answer';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { checkCaptcha } from '../../lib/captcha/check-captcha';
import { requireSession, sessionUser } from '../../plugins/auth';
import { changePassword } from './change-password';
import { confirmPasswordReset } from './confirm-password-reset';
import { requestPasswordReset } from './request-password-reset';
import { ZMessageAnswer } from './route-schemas';

/** Forgot password and change password (spec 2 §2, §4, §8). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };
  // A reset code still being mailed after its answer is finished before the database closes.
  app.addHook('onClose', settleWorkAfterAnswers);

  app.post(
    '/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Forgot password step 1: mails a reset code; the same answer whether or not the address has an account',
        body: ZPasswordResetRequestPayload,
        response: { 200: ZMessageAnswer, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      await checkCaptcha(app, request.body, MESSAGES.invalidCaptchaLogin);
      // Not awaited: the known address's work happens after the answer (no enumeration by timing).
      requestPasswordReset(app, request.body.email, request.log);
      return { success: true as const, message: MESSAGES.resetOtpSent };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password step 2: code, new password and confirmation; ends every session of the account',
        body: ZPasswordResetConfirmPayload,
        response: { 200: ZMessageAnswer, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      await checkCaptcha(app, request.body, MESSAGES.invalidCaptchaLogin);
      await confirmPasswordReset(app, request.body, request.log);
      return { success: true as const, message: MESSAGES.passwordResetSuccess };
    },
  );

  app.put(
    '/password',
    {
      onRequest: requireSession,
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Change password (bearer token): needs the old one; ends every other session of the account',
        security: [{ bearerAuth: [] }],
        body: ZChangePasswordPayload,
        response: { 200: ZMessageAnswer, 400: ZApiErrorBody, 401: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await changePassword(app, { userId: user.id, sessionId: user.sessionId }, request.body, request.log);
      return { success: true as const, message: MESSAGES.passwordUpdated };
    },
  );
};
