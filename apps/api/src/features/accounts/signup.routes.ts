import { ZSignupPayload, ZSignupResendPayload, ZSignupVerifyPayload } from '@iiidem/shared/accounts/signup';
import { DEFAULT_LANGUAGE, languageOfCookieHeader } from '@iiidem/shared/language';
import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { checkCaptcha } from '../../lib/captcha/check-captcha';
import { withRetryAfter } from './code-errors';
import { resendSignupCode } from './resend-sign-up-code';
import { ZCodeResent, ZCodeSent, ZMessageAnswer } from './route-schemas';
import { signUp } from './sign-up';
import { verifySignup } from './verify-sign-up';

/** Sign-up with an e-mailed code (spec 1 §2, §4, §8). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/accounts/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Sign up: checks the captcha ('Invalid Captcha'), stores the account unverified and mails a code",
        body: ZSignupPayload,
        response: { 201: ZCodeSent, 400: ZApiErrorBody, 415: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      await checkCaptcha(app, request.body, MESSAGES.invalidCaptchaSignup);
      const language = languageOfCookieHeader(request.headers.cookie) ?? DEFAULT_LANGUAGE;
      const started = await signUp(app, request.body, request.log, language);
      return reply.code(201).send({
        success: true as const,
        message: `${MESSAGES.otpSentTo} ${started.mail}`,
        data: { mail: started.mail, attempt_id: started.attemptId, expires_in: OTP_TTL_SECONDS },
      });
    },
  );

  app.post(
    '/accounts/signup/verify',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Verify the sign-up code of an attempt (at most 5 tries, 120 s, single use)',
        body: ZSignupVerifyPayload,
        response: { 200: ZMessageAnswer, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request) => {
      await verifySignup(app, request.body, request.log);
      return { success: true as const, message: MESSAGES.otpVerifiedSignup };
    },
  );

  app.post(
    '/accounts/signup/resend',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Resend the sign-up code: only after it expired, at most 2 times per attempt',
        body: ZSignupResendPayload,
        response: { 200: ZCodeResent, 400: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const { resendsLeft } = await withRetryAfter(reply, () =>
        resendSignupCode(app, request.body.attempt_id, request.log),
      );
      return {
        success: true as const,
        message: MESSAGES.otpResent,
        data: { expires_in: OTP_TTL_SECONDS, resends_left: resendsLeft },
      };
    },
  );
};
