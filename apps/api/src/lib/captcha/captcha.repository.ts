import { randomUUID } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@iiidem/shared/limits';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaChallenges } from '../../db/schema/accounts';
import { addSeconds } from '../clock';
import { hexDigestsEqual, randomString, sha256Hex } from '../tokens';

/** The answer is kept only as a hash bound to its challenge id. */
function answerHash(id: string, answer: string): string {
  return sha256Hex(`captcha:${id}:${answer}`);
}

export type IssuedCaptcha = { id: string; answer: string; expiresAt: Date };

/**
 * Creates a challenge: 6 characters from A-Z a-z 0-9 (or the configured test answer), valid 5 minutes.
 * Expired challenges are removed on the way, so the table holds only live ones.
 */
export async function issueCaptcha(db: Database, now: Date, testAnswer?: string): Promise<IssuedCaptcha> {
  const id = randomUUID();
  const answer = testAnswer ?? randomString(CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
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
