import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { createServerDatabase, type ServerDatabase } from '../../../test/support/server-database';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { captchaChallenges, oneTimeCodes, sessions, signInFailures, users } from '../../db/schema/accounts';
import { auditLog, mailOutbox, rateLimitHits } from '../../db/schema/system';
import { tryHousekeepingLock } from './housekeeping.repository';
import { startHousekeeping } from './housekeeping-job';
import { runHousekeeping } from './run-housekeeping';

const ctx = useTestApp();

const limits = { sessionIdleMinutes: 30, signInFailureWindowMinutes: 15 };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function at(now: Date, offsetMs: number): Date {
  return new Date(now.getTime() + offsetMs);
}

const tag = () => randomBytes(4).toString('hex');

async function insertUser(): Promise<number> {
  const [user] = await ctx.database.db
    .insert(users)
    .values({ first_name: 'Asha', last_name: 'Verma', email_id: `keep.${tag()}@example.org`, password_hash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  return user.id;
}

async function insertCaptcha(expiresAt: Date): Promise<string> {
  const [row] = await ctx.database.db
    .insert(captchaChallenges)
    .values({ answer_hash: 'h', expires_at: expiresAt })
    .returning({ id: captchaChallenges.id });
  if (!row) throw new Error('captcha not inserted');
  return row.id;
}

describe('runHousekeeping', () => {
  it('removes what has expired and keeps what is live, table by table', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const userId = await insertUser();
    const email = `codes.${tag()}@example.org`;

    const captchas = { expired: await insertCaptcha(at(now, -1000)), live: await insertCaptcha(at(now, 5 * MINUTE)) };
    const codes = await db
      .insert(oneTimeCodes)
      .values([
        { purpose: 'reset', user_id: userId, email, code_hash: 'gone', expires_at: at(now, -2 * DAY) },
        // Expired a minute ago: a resend and the 'expired' answer still need it.
        { purpose: 'reset', user_id: userId, email, code_hash: 'recent', expires_at: at(now, -MINUTE) },
        { purpose: 'reset', user_id: userId, email, code_hash: 'live', expires_at: at(now, 2 * MINUTE) },
      ])
      .returning({ id: oneTimeCodes.id, code_hash: oneTimeCodes.code_hash });
    const session = (token: string, values: Partial<typeof sessions.$inferInsert>) => ({
      token_hash: `${token}-${tag()}`,
      user_id: userId,
      last_seen_at: at(now, -MINUTE),
      expires_at: at(now, 6 * 60 * MINUTE),
      ...values,
    });
    const sessionRows = await db
      .insert(sessions)
      .values([
        session('expired', { expires_at: at(now, -MINUTE) }),
        session('idle', { last_seen_at: at(now, -31 * MINUTE) }),
        session('revoked', { revoked_at: at(now, -MINUTE) }),
        session('live', {}),
      ])
      .returning({ id: sessions.id, token_hash: sessions.token_hash });
    await db.insert(signInFailures).values([
      { email, failed_at: at(now, -16 * MINUTE) },
      { email, failed_at: at(now, -MINUTE) },
    ]);
    await db.insert(rateLimitHits).values([
      { key: `test|expired-${tag()}`, hits: 3, expires_at: at(now, -1000) },
      { key: `test|live-${tag()}`, hits: 3, expires_at: at(now, MINUTE) },
    ]);
    const mail = (subject: string, values: Partial<typeof mailOutbox.$inferInsert>) => ({
      to_address: email,
      subject,
      text_body: '(sent; body removed)',
      ...values,
    });
    await db
      .insert(mailOutbox)
      .values([
        mail('sent 31 days ago', { status: 'sent', sent_at: at(now, -31 * DAY), created_at: at(now, -31 * DAY) }),
        mail('sent 29 days ago', { status: 'sent', sent_at: at(now, -29 * DAY), created_at: at(now, -29 * DAY) }),
        mail('failed 60 days ago', { status: 'failed', created_at: at(now, -60 * DAY) }),
        mail('pending 40 days ago', { status: 'pending', created_at: at(now, -40 * DAY) }),
      ]);

    const result = await runHousekeeping(db, { now, limits });

    expect(result).toEqual({
      ran: true,
      deleted: {
        captcha_challenges: 1,
        one_time_codes: 1,
        sessions: 3,
        sign_in_failures: 1,
        rate_limit_hits: 1,
        mail_outbox: 1,
      },
    });
    const captchaIds = (await db.select({ id: captchaChallenges.id }).from(captchaChallenges)).map((row) => row.id);
    expect(captchaIds).toContain(captchas.live);
    expect(captchaIds).not.toContain(captchas.expired);
    const codesLeft = await db
      .select({ code_hash: oneTimeCodes.code_hash })
      .from(oneTimeCodes)
      .where(
        inArray(
          oneTimeCodes.id,
          codes.map((code) => code.id),
        ),
      );
    expect(codesLeft.map((code) => code.code_hash).sort()).toEqual(['live', 'recent']);
    const sessionsLeft = await db
      .select({ token_hash: sessions.token_hash })
      .from(sessions)
      .where(eq(sessions.user_id, userId));
    expect(sessionsLeft.map((row) => row.token_hash.split('-')[0])).toEqual(['live']);
    expect(sessionRows).toHaveLength(4);
    const failuresLeft = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(failuresLeft).toHaveLength(1);
    const countersLeft = (await db.select().from(rateLimitHits)).map((row) => row.key.split('-')[0]);
    expect(countersLeft).toContain('test|live');
    expect(countersLeft).not.toContain('test|expired');
    const mailLeft = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, email));
    expect(mailLeft.map((row) => row.subject).sort()).toEqual([
      'failed 60 days ago',
      'pending 40 days ago',
      'sent 29 days ago',
    ]);
  });

  it('keeps every audit entry, however old, and the accounts its expired sessions belonged to', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const userId = await insertUser();
    const action = `housekeeping-keeps-${tag()}`;
    await db.insert(auditLog).values([
      { actor_user_id: userId, action, entity: 'course', entity_id: '1', created_at: at(now, -5 * 365 * DAY) },
      { actor_user_id: userId, action, entity: 'course', entity_id: '2', created_at: at(now, -MINUTE) },
    ]);
    await db.insert(sessions).values({
      token_hash: `old-${tag()}`,
      user_id: userId,
      last_seen_at: at(now, -400 * DAY),
      expires_at: at(now, -399 * DAY),
    });

    const result = await runHousekeeping(db, { now, limits });

    expect(result.ran && result.deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, action))).toHaveLength(2);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('deletes at most batchSize × maxBatches rows of a table in one run; the rest waits for the next run', async () => {
    const db = ctx.database.db;
    const now = new Date();
    for (let index = 0; index < 5; index++) await insertCaptcha(at(now, -1000));
    const first = await runHousekeeping(db, { now, limits, batchSize: 2, maxBatches: 1 });
    expect(first.ran && first.deleted.captcha_challenges).toBe(2);
    const second = await runHousekeeping(db, { now, limits, batchSize: 2, maxBatches: 5 });
    expect(second.ran && second.deleted.captcha_challenges).toBe(3);
  });
});

describe('housekeeping on one PostgreSQL database shared by instances', () => {
  let database: ServerDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await createServerDatabase();
    first = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    second = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("never lets two runs work at once: while one holds the lock, another instance's run does nothing", async () => {
    const now = new Date();
    await first.db.insert(captchaChallenges).values({ answer_hash: 'h', expires_at: at(now, -1000) });
    await second.db.transaction(async (tx) => {
      // One instance's run holds the lock for its transaction (the same step runHousekeeping starts with).
      expect(await tryHousekeepingLock(tx)).toBe(true);
      expect(await runHousekeeping(first.db, { now, limits })).toEqual({ ran: false });
    });
    expect(await first.db.select().from(captchaChallenges)).toHaveLength(1);
    const after = await runHousekeeping(first.db, { now, limits });
    expect(after.ran && after.deleted.captcha_challenges).toBe(1);
  });
});

describe('startHousekeeping', () => {
  it('runs on its interval and stops when told', async () => {
    const db = ctx.database.db;
    const log = pino({ level: 'silent' });
    const expired = await insertCaptcha(at(new Date(), -1000));
    const job = startHousekeeping({
      db,
      limits,
      log,
      firstRunDelayMs: 0,
      intervalMs: 20,
    });
    await vi.waitFor(
      async () => {
        const left = await db.select().from(captchaChallenges).where(eq(captchaChallenges.id, expired));
        expect(left).toHaveLength(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await job.stop();
    const later = await insertCaptcha(at(new Date(), -1000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.select().from(captchaChallenges).where(eq(captchaChallenges.id, later))).toHaveLength(1);
  });
});
