import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  createServerDatabase,
  type ServerDatabase,
  type ServerInstance,
  startInstance,
} from '../../test/support/server-database';
import { rateLimitHits } from '../db/schema/system';
import { HttpError } from './http-error';
import { countRateLimitHit } from './rate-limit-hits.repository';

const ctx = useTestApp({
  env: { CAPTCHA_RATE_LIMIT_PER_MINUTE: '3' },
  setup: (app) => {
    // A limited route whose own onRequest check refuses everyone, as requireSession refuses a missing token.
    app.get(
      '/api/test/limited-and-guarded',
      {
        onRequest: async () => {
          throw new HttpError(401, 'Token Expired');
        },
        config: { rateLimit: { max: 2, timeWindow: '1 minute' } },
      },
      async () => ({ success: true }),
    );
  },
});

describe('countRateLimitHit', () => {
  it('gives each of 30 simultaneous requests its own number, in one window', async () => {
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countRateLimitHit(ctx.database.db, 'test|burst', 60_000)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    for (const count of counts) {
      expect(count.ttlMs).toBeGreaterThan(0);
      expect(count.ttlMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('starts again from 1 once the window has ended, with a whole new window', async () => {
    const db = ctx.database.db;
    await countRateLimitHit(db, 'test|window', 60_000);
    expect((await countRateLimitHit(db, 'test|window', 60_000)).hits).toBe(2);
    // The window ends (moved into the past rather than waited for).
    await db
      .update(rateLimitHits)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test|window'));
    const fresh = await countRateLimitHit(db, 'test|window', 60_000);
    expect(fresh.hits).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(59_000);
    const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'test|window'));
    expect(row?.hits).toBe(1);
  });
});

describe('the database rate-limit store', () => {
  it('counts each limited route on its own, keyed by route and address', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/captcha' })).statusCode).toBe(201);
    }
    const over = await ctx.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, message: 'Too many requests. Please wait and try again.' });
    const keys = (await ctx.database.db.select().from(rateLimitHits)).map((row) => `${row.key}=${row.hits}`);
    expect(keys).toContain('POST /api/captcha|127.0.0.1=4');
    // Another limited route, same address: its own counter.
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/sessions', payload: {} });
    expect(signIn.statusCode).toBe(400);
  });

  it('counts a request before the route’s own onRequest checks refuse it', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/test/limited-and-guarded' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('lets requests through when it cannot count (skipOnError), and the route answers for itself', async () => {
    const db = ctx.database.db;
    await db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/captcha', remoteAddress: '198.51.100.20' });
      expect(response.statusCode).toBe(201);
    } finally {
      await db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
  });
});

describe('two instances on one PostgreSQL database', () => {
  let database: ServerDatabase;
  let instances: ServerInstance[] = [];
  beforeAll(async () => {
    database = await createServerDatabase();
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '10' };
    instances = [await startInstance(database.url, env), await startInstance(database.url, env)];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  });

  it('answers the 11th request with 429 (AUTH_RATE_LIMIT_PER_MINUTE=10) when the requests alternate between them', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      const instance = instances[index % 2] as ServerInstance;
      const response = await instance.app.inject({ method: 'POST', url: '/api/password-reset', payload: {} });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const over = await (instances[0] as ServerInstance).app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: {},
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts another address on its own, on either instance', async () => {
    const from = (index: number) =>
      (instances[index] as ServerInstance).app.inject({
        method: 'POST',
        url: '/api/password-reset',
        remoteAddress: '198.51.100.7',
        payload: {},
      });
    expect((await from(1)).statusCode).toBe(400);
    expect((await from(0)).statusCode).toBe(400);
  });
});
