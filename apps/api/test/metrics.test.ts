import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/lib/mail/mail-outbox';
import { useTestApp } from './build-test-app';
import { ACCOUNT_TEST_ENV, postSignIn, uniqueEmail } from './support/accounts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

const ctx = useTestApp({ env: { ...ACCOUNT_TEST_ENV, METRICS_TOKEN: TOKEN } });

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses a request without the operator token, or with a wrong one, in the error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: `Basic ${TOKEN}` }]) {
      const response = await ctx.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: API_ERRORS.forbidden });
      expect(response.body).not.toContain('iiidem_');
    }
  });

  it('reports the database pool and the outbox: unsent mail and the age of the oldest', async () => {
    const now = Date.now();
    await enqueueMail(ctx.database.db, { to: 'a@example.org', subject: 'Old', text: 'x' }, new Date(now - 600_000));
    await enqueueMail(ctx.database.db, { to: 'b@example.org', subject: 'New', text: 'y' }, new Date(now));
    // The first scrape of this app (the figures are read at most once a second).
    const text = await scrape();
    expect(sample(text, 'iiidem_mail_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'iiidem_mail_outbox_messages{status="failed"}')).toBe(0);
    const age = sample(text, 'iiidem_mail_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(3600);
    expect(sample(text, 'iiidem_database_pool_max')).toBe(ctx.database.kind === 'postgres' ? 20 : 1);
    expect(sample(text, 'iiidem_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts answers by route pattern and status class, with a latency histogram per route', async () => {
    const before = await scrape();
    const series = 'iiidem_http_requests_total{method="GET",route="/api/courses/:id",status_class="4xx"}';
    const countBefore = sample(before, series) ?? 0;
    for (const id of ['999999', '999998', '999997']) {
      expect((await ctx.app.inject({ url: `/api/courses/${id}` })).statusCode).toBe(404);
    }
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/no/such/thing' });

    const after = await scrape();
    expect(sample(after, series)).toBe(countBefore + 3);
    // The pattern, never the raw address.
    expect(after).not.toContain('/api/courses/99999');
    expect(sample(after, 'iiidem_http_requests_total{method="GET",route="/api/health",status_class="2xx"}')).toBe(1);
    expect(
      sample(after, 'iiidem_http_requests_total{method="GET",route="/api/(no route)",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    const histogram = 'iiidem_http_request_duration_seconds';
    expect(sample(after, `${histogram}_count{method="GET",route="/api/courses/:id"}`)).toBe(countBefore + 3);
    expect(sample(after, `${histogram}_bucket{le="+Inf",method="GET",route="/api/courses/:id"}`)).toBe(countBefore + 3);
    expect(sample(after, `${histogram}_bucket{le="10",method="GET",route="/api/health"}`)).toBe(1);
    // The process' own figures come along.
    expect(after).toContain('process_cpu_user_seconds_total');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts failed sign-ins by reason', async () => {
    const series = 'iiidem_sign_in_failures_total{step="password",reason="no-account"}';
    const before = sample(await scrape(), series) ?? 0;
    const response = await postSignIn(ctx.app, uniqueEmail('nobody'), 'Wrong@Pass1');
    expect(response.statusCode).toBe(400);
    expect(sample(await scrape(), series)).toBe(before + 1);
  });
});

describe('without METRICS_TOKEN', () => {
  const plain = useTestApp();

  it('has no metrics path at all', async () => {
    const response = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('iiidem_');
  });
});
