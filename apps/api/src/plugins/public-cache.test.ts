import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { cachePublicly } from './public-cache';

describe('public cache', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      setup: (app) => {
        app.get('/api/test-public', async (_request, reply) => {
          cachePublicly(reply);
          return { success: true, data: [1, 2, 3] };
        });
        app.get('/api/test-private', async () => ({ success: true }));
      },
    });
  });
  afterAll(() => ctx.close());

  it('gives a public answer an ETag and a short public Cache-Control', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/test-public' });
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-public',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers 200 to a stale If-None-Match', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-public',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves other API answers no-store', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-private' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
