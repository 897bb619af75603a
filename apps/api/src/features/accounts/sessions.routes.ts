import { ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { ZSignInPayload, ZSignInResendPayload, ZSignInVerifyPayload } from '@iiidem/shared/accounts/sign-in';
import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { checkCaptcha } from '../../lib/captcha/check-captcha';
import { clock } from '../../lib/clock';
import { revokeSession } from '../../lib/sessions';
import { requireSession, sessionUser } from '../../plugins/auth';
import { withRetryAfter } from './code-errors';
import { resendSignInCode } from './resend-sign-in-code';
import { ZCodeResent, ZCodeSent, ZMessageAnswer, ZSignedIn } from './route-schemas';
import { startSignIn } from './start-sign-in';
import { verifySignIn } from './verify-sign-in';

/** Sign-in in two steps (password, then the e-mailed code) and logout (spec 1 §4, §8). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/sessions',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          "Sign-in step 1: captcha ('Invalid captcha'), e-mail and password; mails a code bound to a new attempt",
        body: ZSignInPayload,
        response: { 200: ZCodeSent, 400: ZApiErrorBody, 403: ZApiErrorBody, 415: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      await checkCaptcha(app, request.body, MESSAGES.invalidCaptchaLogin);
      const started = await withRetryAfter(reply, () => startSignIn(app, request.body, request.log));
      return {
        success: true as const,
        message: MESSAGES.loggedInSuccessfully,
        data: { mail: started.mail, attempt_id: started.attemptId, expires_in: OTP_TTL_SECONDS },
      };
    },
  );

  app.post(
    '/sessions/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Sign-in step 2: captcha, then the attempt's code; answers the bearer token",
        body: ZSignInVerifyPayload,
        response: { 201: ZSignedIn, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      await checkCaptcha(app, request.body, MESSAGES.invalidCaptchaLogin);
      const signedIn = await verifySignIn(app, request.body, request.log);
      return reply.code(201).send({ success: true as const, message: MESSAGES.otpVerifiedLogin, data: signedIn });
    },
  );

  app.post(
    '/sessions/resend',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Resend the sign-in code of an attempt, only after the current one expired',
        body: ZSignInResendPayload,
        response: { 200: ZCodeResent, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const { resendsLeft } = await withRetryAfter(reply, () =>
        resendSignInCode(app, request.body.attempt_id, request.log),
      );
      return {
        success: true as const,
        message: MESSAGES.otpResentLogin,
        data: { expires_in: OTP_TTL_SECONDS, resends_left: resendsLeft },
      };
    },
  );

  app.delete(
    '/sessions/current',
    {
      onRequest: requireSession,
      schema: {
        tags: ['accounts'],
        summary: 'Log out (bearer token): revokes the token on the server',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMessageAnswer, 401: ZApiErrorBody },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      await revokeSession(app.database.db, user.sessionId, clock.now());
      request.log.info({ event: 'logout', userId: user.id, sessionId: user.sessionId }, 'Logged out');
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};
