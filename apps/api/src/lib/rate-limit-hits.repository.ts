import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rateLimitHits } from '../db/schema/system';

export type RateLimitCount = {
  /** Requests counted for the key in its current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again from 1. */
  ttlMs: number;
};

// Every time here is the database's clock, the one clock all instances share.
const windowEnds = (windowMs: number) => sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
const expired = sql`${rateLimitHits.expires_at} <= now()`;
// A statement that waited for another's row lock began (now()) before that window did: never more than a window.
const millisecondsLeft = (windowMs: number) =>
  sql<number>`least(${windowMs}::double precision, greatest(0, ceil(extract(epoch from (${rateLimitHits.expires_at} - now())) * 1000)))::integer`;

/**
 * Counts one request for `key` in one atomic statement (concurrent requests of any instance each get their
 * own number): the first request, or the first after the window ended, starts a new window of `windowMs`.
 */
export async function countRateLimitHit(db: Executor, key: string, windowMs: number): Promise<RateLimitCount> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expires_at: windowEnds(windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expires_at} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttlMs: millisecondsLeft(windowMs) });
  if (!row) throw new Error('The rate-limit counter did not return its row');
  return { hits: row.hits, ttlMs: Number(row.ttlMs) };
}
