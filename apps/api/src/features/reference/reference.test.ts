import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ensureReferenceData } from '../../db/seed/reference-data';

const ctx = useTestApp();

beforeAll(async () => {
  await ensureReferenceData(ctx.database.db);
});

describe('GET /api/countries', () => {
  it('lists every country with id, name, nicename and iso, publicly cacheable', async () => {
    const response = await ctx.app.inject({ url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data).toContainEqual({ id: 99, name: 'INDIA', nicename: 'India', iso: 'IN' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'iso', 'name', 'nicename']);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await ctx.app.inject({ url: '/api/countries' });
    const again = await ctx.app.inject({
      url: '/api/countries',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses unknown query parameters with 400', async () => {
    const response = await ctx.app.inject({ url: '/api/countries?limit=5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'limit' }] });
  });
});

describe('GET /api/states', () => {
  it('lists the states and union territories as ST_CODE and ST_NAME', async () => {
    const response = await ctx.app.inject({ url: '/api/states' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toContainEqual({ ST_CODE: 'S01', ST_NAME: 'Andhra Pradesh' });
    expect(body.data.every((state: { ST_CODE: string }) => state.ST_CODE.length <= 10)).toBe(true);
  });

  it('refuses unknown query parameters with 400', async () => {
    expect((await ctx.app.inject({ url: '/api/states?x=1' })).statusCode).toBe(400);
  });
});
