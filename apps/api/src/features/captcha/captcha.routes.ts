import { captchaAudioPath, ZCaptchaAudioParams, ZCaptchaAudioQuery } from '@iiidem/shared/captcha';
import { CAPTCHA_HEIGHT, CAPTCHA_TTL_SECONDS, CAPTCHA_WIDTH } from '@iiidem/shared/limits';
import { API_ERRORS } from '@iiidem/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { findLiveCaptchaAnswer, issueCaptcha } from '../../lib/captcha/captcha.repository';
import { captchaAnswersFrom } from '../../lib/captcha/captcha-answer';
import { clock } from '../../lib/clock';
import { loadFileLinkSecret } from '../../lib/files/file-link-secret';
import { HttpError } from '../../lib/http-error';
import { renderCaptchaWav } from './captcha-audio';
import { renderCaptchaPng } from './captcha-image';

const ZCaptcha = z.object({
  success: z.literal(true),
  data: z.object({
    captcha_id: z.string().describe('Send it back as captcha_id with the answer'),
    image: z.string().describe('data:image/png;base64,... (360 x 100 pixels, shown at 180 x 50)'),
    width: z.number().int(),
    height: z.number().int(),
    expires_in: z.number().int().describe('Seconds the captcha stays valid'),
    audio: z.string().describe('The same challenge spoken (GET, a WAV; add ?lang=hi for Hindi), until it is used'),
  }),
});

/**
 * POST /api/captcha: a new server-issued captcha (product guide: the server issues and checks it), and
 * GET /api/captcha/:id/audio: the same challenge spoken, for visitors who cannot see the picture (issue 16).
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  // The server secret (the one that signs file links; every instance shares it) with its own HMAC label.
  const answerOf = captchaAnswersFrom(await loadFileLinkSecret(app.config), app.config.auth.captchaTestAnswer);
  const rateLimit = { max: app.config.auth.captchaRateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/captcha',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Issue a captcha: a PNG of 6 case-sensitive letters and digits, single use, valid 5 minutes',
        response: { 201: ZCaptcha, 429: ZApiErrorBody },
      },
    },
    async (_request, reply) => {
      const captcha = await issueCaptcha(app.database.db, clock.now(), answerOf);
      const png = await renderCaptchaPng(captcha.answer);
      return reply.code(201).send({
        success: true as const,
        data: {
          captcha_id: captcha.id,
          image: `data:image/png;base64,${png.toString('base64')}`,
          width: CAPTCHA_WIDTH,
          height: CAPTCHA_HEIGHT,
          expires_in: CAPTCHA_TTL_SECONDS,
          audio: `/api${captchaAudioPath(captcha.id, 'en')}`,
        },
      });
    },
  );

  app.get(
    '/captcha/:captcha_id/audio',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'The audio of a live captcha: its characters spoken in English or Hindi, a WAV (16-bit PCM)',
        params: ZCaptchaAudioParams,
        querystring: ZCaptchaAudioQuery,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'audio/wav' }),
          400: ZApiErrorBody,
          404: ZApiErrorBody.describe('No such captcha, or it was used or has expired'),
          429: ZApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = await findLiveCaptchaAnswer(app.database.db, request.params.captcha_id, clock.now(), answerOf);
      if (answer === undefined) throw new HttpError(404, API_ERRORS.notFound);
      const wav = await renderCaptchaWav(answer, request.query.lang);
      // Every answer differs (noise, pauses) and dies with the challenge: never stored by any cache.
      return reply.header('cache-control', 'no-store').type('audio/wav').send(wav);
    },
  );
};
