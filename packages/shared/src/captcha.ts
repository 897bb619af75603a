import { z } from 'zod';
import { LANGUAGES, type Language } from './language';

/** GET /api/captcha/:captcha_id/audio?lang=: the spoken captcha, in English unless Hindi is asked for. */
export const ZCaptchaAudioParams = z.strictObject({ captcha_id: z.string().min(1).max(64) });
export const ZCaptchaAudioQuery = z.strictObject({ lang: z.enum(LANGUAGES).default('en') });

/** The address of a captcha's audio (API path, without the /api prefix of the client). */
export function captchaAudioPath(captchaId: string, language: Language): string {
  return `/captcha/${encodeURIComponent(captchaId)}/audio?lang=${language}`;
}
