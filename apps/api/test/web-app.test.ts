import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ERRORS } from '@iiidem/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_APP_NOT_BUILT } from '../src/plugins/web-app';
import { useTestApp } from './build-test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>IIIDEM</title></head><body><div id="root"></div></body></html>';

/** A tiny stand-in for `vite build` output. */
function createWebDistFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const webDistDir = createWebDistFixture();
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('with a built web app', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDistDir } });

  it('answers a page address with index.html, not cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers deep links and unknown pages with index.html too (the app shows /error)', async () => {
    for (const url of ['/training-program-details/12', '/no/such/page?x=1', '/']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD for a page address', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/about-us', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app");');
  });

  it('serves other files with a short cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 (not index.html) for a missing asset', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound });
  });

  it('answers 404 for a missing file requested as an image', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logo.png', headers: { accept: 'image/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 JSON for an unknown /api address, even from a browser', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound });
  });

  it('does not answer a POST to a page address with the web app', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/about-us', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  describe('public files under /files/', () => {
    it('serves a file of the store with a one-day public cache and nosniff', async () => {
      await ctx.app.files.write('public', 'banners/welcome.txt', Buffer.from('Welcome'));

      const response = await ctx.app.inject({ method: 'GET', url: '/files/banners/welcome.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('Welcome');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();
    });

    it('answers 304 with no body when the browser already has the file (ETag or Last-Modified)', async () => {
      await ctx.app.files.write('public', 'banners/cached.txt', Buffer.from('Cached'));
      const first = await ctx.app.inject({ method: 'GET', url: '/files/banners/cached.txt' });
      const byEtag = await ctx.app.inject({
        method: 'GET',
        url: '/files/banners/cached.txt',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(byEtag.statusCode).toBe(304);
      expect(byEtag.body).toBe('');
      expect(byEtag.headers['cache-control']).toBe('public, max-age=86400');
      const byDate = await ctx.app.inject({
        method: 'GET',
        url: '/files/banners/cached.txt',
        headers: { 'if-modified-since': String(first.headers['last-modified']) },
      });
      expect(byDate.statusCode).toBe(304);
      const stale = await ctx.app.inject({
        method: 'GET',
        url: '/files/banners/cached.txt',
        headers: { 'if-none-match': 'W/"0-0"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe('Cached');
    });

    it('answers HEAD with the headers and no body', async () => {
      await ctx.app.files.write('public', 'banners/head.txt', Buffer.from('Head'));
      const response = await ctx.app.inject({ method: 'HEAD', url: '/files/banners/head.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
      expect(response.headers['content-length']).toBe('4');
    });

    it('answers 404 (not index.html) for a missing file', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/files/banners/missing.jpg', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: API_ERRORS.routeNotFound });
    });

    it('never serves a private file, nor anything outside the public files', async () => {
      mkdirSync(path.join(ctx.dataDir, 'files'), { recursive: true });
      writeFileSync(path.join(ctx.dataDir, 'files', 'private.txt'), 'secret passport');
      const key = 'nominations/u1/0123456789abcdef0123456789abcdef.jpg';
      await ctx.app.files.write('private', key, Buffer.from('secret passport'));
      for (const url of [
        '/files/../private.txt',
        '/files/%2e%2e/private.txt',
        '/files/..%2fprivate.txt',
        `/files/${key}`,
        `/files/../private/${key}`,
        `/files/..%2fprivate%2f${key.replaceAll('/', '%2f')}`,
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        // Clients normalise `..` away before sending (so some of these become a page address): what
        // matters is that the private file's content never comes back.
        expect(response.body, url).not.toContain('secret passport');
      }
    });
  });
});

describe('without a web build', () => {
  const ctx = useTestApp();

  it('answers a page address with 404 JSON telling how to build the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: WEB_APP_NOT_BUILT });
    expect(WEB_APP_NOT_BUILT).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

afterAll(() => {
  rmSync(webDistDir, { recursive: true, force: true });
});
