import { OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { type OneTimeCodePurpose, oneTimeCodes } from '../../db/schema/accounts';
import { addSeconds } from '../../lib/clock';
import { hexDigestsEqual, randomDigits, sha256Hex } from '../../lib/tokens';

/**
 * One-time codes (security guide): 6 digits from the secure generator, kept only as a hash bound to the
 * purpose and the attempt, valid 120 s, at most 5 tries counted before comparing, used at most once.
 */
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** What binds a code: its attempt id when it has one (sign-up, sign-in), else the address (reset). */
function codeHash(purpose: OneTimeCodePurpose, binding: string, code: string): string {
  return sha256Hex(`otp:${purpose}:${binding}:${code}`);
}

function bindingOf(row: Pick<CodeRow, 'attempt_id' | 'email'>): string {
  return row.attempt_id ?? row.email;
}

export type NewCode = {
  purpose: OneTimeCodePurpose;
  userId: number | null;
  email: string;
  attemptId: string | null;
};

/** Stores a new code and returns it in clear, once, for the mail. */
export async function createCode(executor: Executor, input: NewCode, now: Date): Promise<string> {
  const code = randomDigits(OTP_LENGTH);
  await executor.insert(oneTimeCodes).values({
    purpose: input.purpose,
    user_id: input.userId,
    email: input.email,
    attempt_id: input.attemptId,
    code_hash: codeHash(input.purpose, input.attemptId ?? input.email, code),
    expires_at: addSeconds(now, OTP_TTL_SECONDS),
    created_at: now,
  });
  return code;
}

/** Ends every live code of a user for a purpose (a new sign-up, sign-in or reset replaces the old one). */
export async function retireCodes(executor: Executor, userId: number, purpose: OneTimeCodePurpose, now: Date) {
  await executor
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.used_at)));
}

export async function findCodeByAttempt(db: Database, purpose: OneTimeCodePurpose, attemptId: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.attempt_id, attemptId), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** The newest live reset code of an address. */
export async function findLatestResetCode(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, 'reset'), isNull(oneTimeCodes.used_at)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export type ResendOutcome =
  | { outcome: 'resent'; code: string; resendsLeft: number }
  | { outcome: 'too-early'; retryAfterSeconds: number }
  | { outcome: 'limit' }
  | { outcome: 'gone' };

/**
 * A resend replaces the code in place (the old one stops working), allowed only once the current code
 * has expired and while the attempt has resends left. Atomic: two resends at once give one new code.
 */
export async function resendCode(
  executor: Executor,
  row: CodeRow,
  maxResends: number,
  now: Date,
): Promise<ResendOutcome> {
  if (row.used_at) return { outcome: 'gone' };
  if (row.expires_at > now) {
    return { outcome: 'too-early', retryAfterSeconds: Math.ceil((row.expires_at.getTime() - now.getTime()) / 1000) };
  }
  if (row.resend_count >= maxResends) return { outcome: 'limit' };
  const code = randomDigits(OTP_LENGTH);
  const [updated] = await executor
    .update(oneTimeCodes)
    .set({
      code_hash: codeHash(row.purpose, bindingOf(row), code),
      expires_at: addSeconds(now, OTP_TTL_SECONDS),
      wrong_tries: 0,
      resend_count: sql`${oneTimeCodes.resend_count} + 1`,
    })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.used_at),
        lte(oneTimeCodes.expires_at, now),
        lt(oneTimeCodes.resend_count, maxResends),
      ),
    )
    .returning({ resend_count: oneTimeCodes.resend_count });
  if (!updated) return { outcome: 'gone' };
  return { outcome: 'resent', code, resendsLeft: maxResends - updated.resend_count };
}

export type CodeCheck = 'right' | 'wrong' | 'expired' | 'too-many-tries' | 'used';

/**
 * Counts a try, then compares (security guide: counted before comparing). After 5 tries the code is dead,
 * even for the right value. A right answer still has to be consumed with `consumeCode`.
 */
export async function checkCode(db: Database, row: CodeRow, code: string, now: Date): Promise<CodeCheck> {
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ wrong_tries: sql`${oneTimeCodes.wrong_tries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
        lt(oneTimeCodes.wrong_tries, OTP_MAX_WRONG_TRIES),
      ),
    )
    .returning({ code_hash: oneTimeCodes.code_hash });
  if (!counted) {
    const [current] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, row.id)).limit(1);
    if (!current || current.used_at) return 'used';
    if (current.expires_at <= now) return 'expired';
    return 'too-many-tries';
  }
  return hexDigestsEqual(counted.code_hash, codeHash(row.purpose, bindingOf(row), code)) ? 'right' : 'wrong';
}

/**
 * Marks the code used, at most once (`UPDATE ... WHERE used_at IS NULL`): of many parallel right answers,
 * exactly one gets true. Call it inside the transaction of what the code unlocks.
 */
export async function consumeCode(executor: Executor, row: CodeRow, now: Date): Promise<boolean> {
  const [used] = await executor
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.used_at)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}
