import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from './compression';
import { cachePublicly } from './public-cache';

/** A public JSON answer well over the threshold, like a page of courses. */
const LIST = {
  success: true,
  data: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, course_name: `Course on electoral practice ${i + 1}` })),
};
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>IIIDEM</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('the web app '.repeat(300))});`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

/** A stand-in for `vite build` output with the precompressed copies the build writes. */
function createWebDistFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-compression-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(dir, 'images', 'photo.png'), PNG);
  writeFileSync(path.join(dir, 'noscript.css'), APP_JS);
  writeFileSync(path.join(dir, 'noscript.css.br'), brotliCompressSync(APP_JS));
  return dir;
}

const webDistDir = createWebDistFixture();
const htmlAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('compression', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: { WEB_DIST_DIR: webDistDir },
      setup: (app) => {
        app.get('/api/test-list', async (_request, reply) => {
          cachePublicly(reply);
          return LIST;
        });
        app.get('/api/test-small', async () => ({ success: true }));
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers JSON in Brotli and in gzip that decode to the same bytes as the plain answer', async () => {
    const plain = await get('/api/test-list');
    const br = await get('/api/test-list', { 'accept-encoding': 'br' });
    const gzip = await get('/api/test-list', { 'accept-encoding': 'gzip' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(JSON.parse(plain.body)).toEqual(LIST);
  });

  it('prefers Brotli when the client accepts both', async () => {
    const response = await get('/api/test-list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends no encoding without Accept-Encoding (or with identity only), yet says the answer varies on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/api/test-list', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(response.body)).toEqual(LIST);
    }
  });

  it('leaves answers under the threshold uncompressed', async () => {
    const response = await get('/api/test-small', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('{"success":true}');
  });

  it('keeps the ETag of the uncompressed answer, so If-None-Match gets 304 whatever the encoding', async () => {
    const plain = await get('/api/test-list');
    const br = await get('/api/test-list', { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/api/test-list', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the security and cache headers on compressed answers', async () => {
    const response = await get('/api/test-list', { 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('compresses the HTML of a page address', async () => {
    const response = await get('/about-us', { accept: htmlAccept, 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('serves the precompressed copy of an asset with its encoding and the one-year cache', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('answers 304 to a precompressed file revalidated with its ETag (hashed assets are never revalidated)', async () => {
    const first = await get('/noscript.css', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^(?:W\/)?"/);
    const second = await get('/noscript.css', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('does not serve the precompressed copies at their own address', async () => {
    const response = await get('/assets/app-abc123.js.br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('does not compress images', async () => {
    const response = await get('/images/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('treats text, JSON, XML and SVG as compressible, and images, fonts and PDFs not', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'text/css',
      'text/csv; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/xml',
      'image/svg+xml',
      'application/problem+json',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ['image/png', 'image/jpeg', 'font/woff2', 'application/pdf', 'application/octet-stream']) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
