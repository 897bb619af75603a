import type { Database } from '../../db/client';
import {
  deleteUselessRows,
  HOUSEKEEPING_TABLES,
  type HousekeepingCutoffs,
  type HousekeepingTable,
  tryHousekeepingLock,
} from './housekeeping.repository';

/** Sent mail is kept this long (its body is removed at sending), for an operator asking "did it go?". */
export const SENT_MAIL_RETENTION_DAYS = 30;
/** An expired code still answers a resend and 'expired'; a day later its attempt is long over. */
export const EXPIRED_CODE_RETENTION_HOURS = 24;
export const HOUSEKEEPING_BATCH_SIZE = 1000;
/** Batches per table and run: a run never holds its transaction long; a backlog goes over several runs. */
export const HOUSEKEEPING_MAX_BATCHES = 10;

export type HousekeepingOptions = {
  now: Date;
  /** The settings the cut-offs follow (SESSION_IDLE_MINUTES, SIGN_IN_FAILURE_WINDOW_MINUTES). */
  limits: { sessionIdleMinutes: number; signInFailureWindowMinutes: number };
  batchSize?: number;
  maxBatches?: number;
};

export type HousekeepingResult =
  /** Another run (this instance's or another's) holds the lock: this one did nothing. */
  { ran: false } | { ran: true; deleted: Record<HousekeepingTable, number> };

const MINUTE_MS = 60_000;

function cutoffsAt(now: Date, limits: HousekeepingOptions['limits']): HousekeepingCutoffs {
  const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  return {
    now,
    codesExpiredBefore: before(EXPIRED_CODE_RETENTION_HOURS * 60 * MINUTE_MS),
    sessionsIdleSince: before(limits.sessionIdleMinutes * MINUTE_MS),
    signInFailuresBefore: before(limits.signInFailureWindowMinutes * MINUTE_MS),
    sentMailBefore: before(SENT_MAIL_RETENTION_DAYS * 24 * 60 * MINUTE_MS),
  };
}

/**
 * Removes what has expired: captchas, one-time codes (a day after expiry), sessions (expired, idle or
 * revoked), old sign-in failures, rate-limit counters and sent mail older than 30 days (failed mail stays).
 * At most `batchSize` × `maxBatches` rows per table and run, in one transaction holding an advisory lock, so
 * several instances can run it on an interval without clashing: a run that finds the lock taken does nothing.
 */
export async function runHousekeeping(db: Database, options: HousekeepingOptions): Promise<HousekeepingResult> {
  const batchSize = options.batchSize ?? HOUSEKEEPING_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? HOUSEKEEPING_MAX_BATCHES;
  const cutoffs = cutoffsAt(options.now, options.limits);
  return db.transaction(async (tx) => {
    if (!(await tryHousekeepingLock(tx))) return { ran: false as const };
    const deleted = Object.fromEntries(HOUSEKEEPING_TABLES.map((table) => [table, 0])) as Record<
      HousekeepingTable,
      number
    >;
    for (const table of HOUSEKEEPING_TABLES) {
      for (let batch = 0; batch < maxBatches; batch++) {
        const count = await deleteUselessRows(tx, table, cutoffs, batchSize);
        deleted[table] += count;
        if (count < batchSize) break;
      }
    }
    return { ran: true as const, deleted };
  });
}
