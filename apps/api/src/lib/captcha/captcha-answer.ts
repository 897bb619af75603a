import { createHmac } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@iiidem/shared/limits';

/** The answer of a challenge, from its id. */
export type CaptchaAnswerOf = (id: string) => string;

/**
 * Answers derived from the challenge id with a server secret (HMAC-SHA256), so the picture and the audio
 * route can both say a challenge again while the database keeps only the answer's hash: the id alone tells
 * nobody the answer, and no migration or second copy of the answer is needed. `testAnswer` (automated tests
 * only, refused in production by config.ts) makes every answer that value.
 */
export function captchaAnswersFrom(secret: string, testAnswer?: string): CaptchaAnswerOf {
  if (testAnswer !== undefined) return () => testAnswer;
  return (id) => {
    let answer = '';
    for (let round = 0; answer.length < CAPTCHA_LENGTH; round++) {
      const bytes = createHmac('sha256', secret).update(`captcha-answer:${round}:${id}`).digest();
      for (const byte of bytes) {
        // 248 = 4 x 62: taking only bytes below it keeps every character equally likely.
        if (byte < 248 && answer.length < CAPTCHA_LENGTH) answer += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
      }
    }
    return answer;
  };
}
