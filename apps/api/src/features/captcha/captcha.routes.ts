import { CAPTCHA_HEIGHT, CAPTCHA_TTL_SECONDS, CAPTCHA_WIDTH } from '@iiidem/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorBody } from '../../lib/api-error-schema';
import { issueCaptcha } from '../../lib/captcha/captcha.repository';
import { clock } from '../../lib/clock';
import { renderCaptchaPng } from './captcha-image';

const ZCaptcha = z.object({
  success: z.literal(true),
  data: z.object({
    captcha_id: z.string().describe('Send it back as captcha_id with the answer'),
    image: z.string().describe('data:image/png;base64,... (360 x 100 pixels, shown at 180 x 50)'),
    width: z.number().int(),
    height: z.number().int(),
    expires_in: z.number().int().describe('Seconds the captcha stays valid'),
  }),
});

/** POST /api/captcha: a new server-issued captcha (product guide: the server issues and checks it). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/captcha',
    {
      config: { rateLimit: { max: app.config.auth.captchaRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['accounts'],
        summary: 'Issue a captcha: a PNG of 6 case-sensitive letters and digits, single use, valid 5 minutes',
        response: { 201: ZCaptcha, 429: ZApiErrorBody },
      },
    },
    async (_request, reply) => {
      const captcha = await issueCaptcha(app.database.db, clock.now(), app.config.auth.captchaTestAnswer);
      const png = await renderCaptchaPng(captcha.answer);
      return reply.code(201).send({
        success: true as const,
        data: {
          captcha_id: captcha.id,
          image: `data:image/png;base64,${png.toString('base64')}`,
          width: CAPTCHA_WIDTH,
          height: CAPTCHA_HEIGHT,
          expires_in: CAPTCHA_TTL_SECONDS,
        },
      });
    },
  );
};
