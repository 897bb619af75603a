import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS } from '@iiidem/shared/limits';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaChallenges } from '../../db/schema/accounts';
import { addSeconds } from '../clock';
import { hexDigestsEqual, sha256Hex } from '../tokens';
import type { CaptchaAnswerOf } from './captcha-answer';

/** The answer is kept only as a hash bound to its challenge id. */
function answerHash(id: string, answer: string): string {
  return sha256Hex(`captcha:${id}:${answer}`);
}

export type IssuedCaptcha = { id: string; answer: string; expiresAt: Date };

/**
 * Creates a challenge valid 5 minutes, whose answer (6 characters from A-Z a-z 0-9) `answerOf` derives
 * from its random id (captcha-answer.ts). Expired challenges are removed on the way, so the table holds
 * only live ones.
 */
export async function issueCaptcha(db: Database, now: Date, answerOf: CaptchaAnswerOf): Promise<IssuedCaptcha> {
  const id = randomUUID();
  const answer = answerOf(id);
  const expiresAt = addSeconds(now, CAPTCHA_TTL_SECONDS);
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expires_at, now));
  await db
    .insert(captchaChallenges)
    .values({ id, answer_hash: answerHash(id, answer), expires_at: expiresAt, created_at: now });
  return { id, answer, expiresAt };
}

/**
 * Uses up a challenge and tells whether `answer` was right (case-sensitive). Single use whatever the
 * outcome: a wrong guess spends the challenge too, so nobody can try answers against one image.
 * Unknown, already used and expired challenges are all simply wrong.
 */
export async function consumeCaptcha(db: Database, id: string, answer: string, now: Date): Promise<boolean> {
  const [challenge] = await db
    .update(captchaChallenges)
    .set({ used_at: now })
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.used_at), gt(captchaChallenges.expires_at, now)))
    .returning({ answer_hash: captchaChallenges.answer_hash });
  if (!challenge) return false;
  return hexDigestsEqual(challenge.answer_hash, answerHash(id, answer));
}

/**
 * The answer of a challenge that can still be used (not used, not expired), to say it again (the audio
 * captcha); undefined for any other id, and for one whose stored hash does not match the derived answer
 * (the server secret changed since it was issued).
 */
export async function findLiveCaptchaAnswer(
  db: Database,
  id: string,
  now: Date,
  answerOf: CaptchaAnswerOf,
): Promise<string | undefined> {
  const [challenge] = await db
    .select({ answer_hash: captchaChallenges.answer_hash })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.id, id), isNull(captchaChallenges.used_at), gt(captchaChallenges.expires_at, now)));
  if (!challenge) return undefined;
  const answer = answerOf(id);
  return hexDigestsEqual(challenge.answer_hash, answerHash(id, answer)) ? answer : undefined;
}
