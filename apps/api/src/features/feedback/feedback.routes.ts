import { FEEDBACK_MESSAGES, ZFeedbackPayload, ZFeedbackSentAnswer } from '@iiidem/shared/feedback/feedback';
import { DEFAULT_LANGUAGE, languageOfCookieHeader } from '@iiidem/shared/language';
import { MESSAGES } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { checkCaptcha } from '../../lib/captcha/check-captcha';
import { clock } from '../../lib/clock';
import { sendFeedback } from './send-feedback';

/** The public feedback form (issue 16): captcha first, then stored and mailed; per-address rate limit. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.auth.rateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/feedback',
    {
      config: { rateLimit },
      schema: {
        tags: ['feedback'],
        summary:
          "Sends feedback: checks the captcha ('Invalid captcha'), stores the message, acknowledges it to the sender (in the page's language) and mails the institute",
        body: ZFeedbackPayload,
        response: { 201: ZFeedbackSentAnswer, 400: ZApiErrorBody, 415: ZApiErrorBody, 429: ZApiErrorBody },
      },
    },
    async (request, reply) => {
      const { captcha_id, captcha, consent: _consent, ...feedback } = request.body;
      await checkCaptcha(app, { captcha_id, captcha }, MESSAGES.invalidCaptchaLogin);
      const language = languageOfCookieHeader(request.headers.cookie) ?? DEFAULT_LANGUAGE;
      const { id } = await sendFeedback(app, feedback, language, clock.now());
      request.log.info({ event: 'feedback', feedbackId: id }, 'Feedback received');
      return reply.code(201).send({ success: true as const, message: FEEDBACK_MESSAGES.sent, data: { id } });
    },
  );
};
