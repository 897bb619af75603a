import { API_ERRORS } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 while the process lives', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ready' });
  });

  // Runs last in this file: it closes the database.
  it('answers 503 once the database is down, while /api/health stays 200', async () => {
    await ctx.database.close();

    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      message: API_ERRORS.unavailable,
      requestId: ready.headers['x-request-id'],
    });

    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
