import type { FastifyInstance } from 'fastify';
import { clock } from '../clock';
import { HttpError } from '../http-error';
import { consumeCaptcha } from './captcha.repository';

/**
 * The first step of every form the captcha protects: a wrong, reused or expired captcha ends the request
 * with 400 and the screen's own text ('Invalid captcha', or 'Invalid Captcha' on sign-up) before any
 * account, password or code is looked at.
 */
export async function checkCaptcha(
  app: FastifyInstance,
  answer: { captcha_id: string; captcha: string },
  invalidMessage: string,
): Promise<void> {
  const valid = await consumeCaptcha(app.database.db, answer.captcha_id, answer.captcha, clock.now());
  if (!valid) throw new HttpError(400, invalidMessage, [{ path: 'captcha', msg: invalidMessage }]);
}
