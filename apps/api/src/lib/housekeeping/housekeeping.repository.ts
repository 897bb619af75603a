import { and, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { captchaChallenges, oneTimeCodes, sessions, signInFailures } from '../../db/schema/accounts';
import { mailOutbox, rateLimitHits } from '../../db/schema/system';

/** One advisory lock for the whole job, whichever instance runs it (an arbitrary constant of its own). */
const HOUSEKEEPING_LOCK_KEY = 4_711_000_512;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes the job's advisory lock for the rest of the transaction, without waiting: false when another
 * instance (or run) holds it. PGlite has the same function.
 */
export async function tryHousekeepingLock(tx: Transaction): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) as locked`);
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/** The tables the job keeps small, in the order it visits them. */
export const HOUSEKEEPING_TABLES = [
  'captcha_challenges',
  'one_time_codes',
  'sessions',
  'sign_in_failures',
  'rate_limit_hits',
  'mail_outbox',
] as const;
export type HousekeepingTable = (typeof HOUSEKEEPING_TABLES)[number];

/** Rows older than these are of no more use (run-housekeeping.ts decides the values). */
export type HousekeepingCutoffs = {
  now: Date;
  /** Codes expired before this: a resend or the 'expired' answer no longer needs them. */
  codesExpiredBefore: Date;
  /** Sessions not used since (idle expiry). */
  sessionsIdleSince: Date;
  signInFailuresBefore: Date;
  /** Sent mail (its body already removed) older than this; failed and pending mail stays. */
  sentMailBefore: Date;
};

function rowsToRemove(
  table: HousekeepingTable,
  cutoffs: HousekeepingCutoffs,
): { from: PgTable; id: PgColumn; where: SQL } {
  switch (table) {
    case 'captcha_challenges':
      return {
        from: captchaChallenges,
        id: captchaChallenges.id,
        where: lt(captchaChallenges.expires_at, cutoffs.now),
      };
    case 'one_time_codes':
      return {
        from: oneTimeCodes,
        id: oneTimeCodes.id,
        where: lt(oneTimeCodes.expires_at, cutoffs.codesExpiredBefore),
      };
    case 'sessions':
      return {
        from: sessions,
        id: sessions.id,
        where: or(
          lt(sessions.expires_at, cutoffs.now),
          lt(sessions.last_seen_at, cutoffs.sessionsIdleSince),
          isNotNull(sessions.revoked_at),
        ) as SQL,
      };
    case 'sign_in_failures':
      return {
        from: signInFailures,
        id: signInFailures.id,
        where: lt(signInFailures.failed_at, cutoffs.signInFailuresBefore),
      };
    case 'rate_limit_hits':
      return { from: rateLimitHits, id: rateLimitHits.key, where: lt(rateLimitHits.expires_at, cutoffs.now) };
    case 'mail_outbox':
      return {
        from: mailOutbox,
        id: mailOutbox.id,
        where: and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sent_at, cutoffs.sentMailBefore)) as SQL,
      };
  }
}

/** Deletes at most `limit` rows of the table that are of no more use; answers how many went. */
export async function deleteUselessRows(
  executor: Executor,
  table: HousekeepingTable,
  cutoffs: HousekeepingCutoffs,
  limit: number,
): Promise<number> {
  const { from, id, where } = rowsToRemove(table, cutoffs);
  // PostgreSQL's DELETE has no LIMIT: pick a batch of keys first.
  const batch = executor.select({ id }).from(from).where(where).limit(limit);
  const deleted = await executor.delete(from).where(inArray(id, batch)).returning({ id });
  return deleted.length;
}
