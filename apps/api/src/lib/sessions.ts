import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AuthConfig } from '../config';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { sessions, users } from '../db/schema/accounts';
import { randomToken, sha256Hex } from './tokens';

/**
 * Bearer sessions (security guide): a 256-bit random token given to the browser once, stored only as its
 * SHA-256; idle expiry from the last use, absolute expiry from creation; revocable.
 */
export type SessionLimits = Pick<AuthConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

export function hashToken(token: string): string {
  return sha256Hex(token);
}

export async function createSession(executor: Executor, userId: number, now: Date, limits: SessionLimits) {
  const token = randomToken(32);
  const [row] = await executor
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + limits.sessionAbsoluteHours * 3_600_000),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The session was not stored');
  return { token, sessionId: row.id };
}

export type ActiveSession = {
  sessionId: number;
  /** The session's absolute end (its idle end is `now` + the idle limit, as this use refreshed it). */
  expiresAt: Date;
  user: {
    id: number;
    role: (typeof users.$inferSelect)['role'];
    user_type: (typeof users.$inferSelect)['user_type'];
    email_id: string;
  };
};

/**
 * The live session of a token, refreshing its idle timer; undefined when the token is unknown, revoked,
 * idle too long, past its absolute expiry, or its account is disabled.
 */
export async function findActiveSession(
  db: Database,
  token: string,
  now: Date,
  limits: SessionLimits,
): Promise<ActiveSession | undefined> {
  const idleSince = new Date(now.getTime() - limits.sessionIdleMinutes * 60_000);
  const [session] = await db
    .update(sessions)
    .set({ last_seen_at: now })
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, idleSince),
      ),
    )
    .returning({ id: sessions.id, user_id: sessions.user_id, expires_at: sessions.expires_at });
  if (!session) return undefined;
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      user_type: users.user_type,
      email_id: users.email_id,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, session.user_id))
    .limit(1);
  if (!user?.active) return undefined;
  return {
    sessionId: session.id,
    expiresAt: session.expires_at,
    user: { id: user.id, role: user.role, user_type: user.user_type, email_id: user.email_id },
  };
}

/** When a session last used at `lastSeenAt` ends (issue 16): the idle end, the absolute end, and the earlier. */
export function sessionDeadlines(lastSeenAt: Date, expiresAt: Date, limits: SessionLimits) {
  const idleExpiresAt = new Date(lastSeenAt.getTime() + limits.sessionIdleMinutes * 60_000);
  const endsAt = idleExpiresAt < expiresAt ? idleExpiresAt : expiresAt;
  return { idleExpiresAt, absoluteExpiresAt: expiresAt, endsAt };
}

/** Seconds from `now` until `endsAt`, never negative. */
export function secondsUntil(endsAt: Date, now: Date): number {
  return Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
}

/**
 * The live session of a token WITHOUT refreshing its idle timer (issue 16: asking when the session ends must
 * not extend it); undefined in the same cases as `findActiveSession`.
 */
export async function peekSession(db: Database, token: string, now: Date, limits: SessionLimits) {
  const idleSince = new Date(now.getTime() - limits.sessionIdleMinutes * 60_000);
  const [session] = await db
    .select({ id: sessions.id, last_seen_at: sessions.last_seen_at, expires_at: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, idleSince),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!session) return undefined;
  return { sessionId: session.id, ...sessionDeadlines(session.last_seen_at, session.expires_at, limits) };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends every session of an account, or every one but `exceptSessionId` (password change keeps the current one). */
export async function revokeUserSessions(db: Executor, userId: number, now: Date, exceptSessionId?: number) {
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(...conditions));
}
