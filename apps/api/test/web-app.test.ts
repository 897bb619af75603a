import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses } from '../src/db/schema/courses';
import { ensureReferenceData } from '../src/db/seed/reference-data';
import { ensureSitePages } from '../src/db/seed/site-pages';
import { WEB_APP_NOT_BUILT } from '../src/plugins/web-app';
import { useTestApp } from './build-test-app';
import { insertCourse } from './support/nominations';

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

  it('sends a hashed asset no validators: it never changes under its name, so nothing revalidates it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    for (const validator of ['etag', 'last-modified', 'accept-ranges']) {
      expect(response.headers[validator], validator).toBeUndefined();
    }
    const other = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(other.headers.etag).toMatch(/^W\//);
  });

  it("sends an asset only the headers a subresource uses (the page's CSP and framing rules apply to it)", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection']) {
      expect(response.headers[pageOnly], pageOnly).toBeUndefined();
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
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

/**
 * The web app's real server entry, built by Vite's SSR build into a folder below the repository's node_modules
 * (so its npm imports resolve) next to a small index.html.
 */
function createServerRenderingFixture(): string {
  const cacheDir = path.join(repositoryRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'iiidem-web-ssr-'));
  writeFileSync(path.join(dir, 'index.html'), SSR_TEMPLATE);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/routes/site-pages/site-page.tsx': { file: 'assets/site-page-1.js', css: ['assets/site-page-1.css'] },
      'src/locales/en/shell.po': { file: 'assets/shell-en.js' },
      'src/locales/hi/shell.po': { file: 'assets/shell-hi.js' },
      'src/locales/hi/institute.po': { file: 'assets/institute-hi.js' },
    }),
  );
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'server')], {
    cwd: path.join(repositoryRoot, 'apps', 'web'),
    stdio: 'pipe',
  });
  return dir;
}

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const SSR_TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="The site." /><title>IIIDEM</title>',
  '<script type="module" src="/assets/index-abc.js"></script></head>',
  '<body><noscript>This portal needs JavaScript.</noscript><div id="root"></div></body></html>',
].join('');

describe('server-rendered public pages (issue 13)', () => {
  let ssrDistDir = '';
  // Built before the app starts: the web-app plugin loads the server entry when it is registered.
  ssrDistDir = createServerRenderingFixture();
  const ctx = useTestApp({ env: { WEB_DIST_DIR: ssrDistDir, PUBLIC_URL: 'https://portal.example.org' } });

  beforeAll(async () => {
    await ensureReferenceData(ctx.database.db);
    // The spec's pages staff edit (issue 15), as at every start-up.
    await ensureSitePages(ctx.database.db);
  });
  afterAll(() => rmSync(ssrDistDir, { recursive: true, force: true }));

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: html });

  /** The router data the page carries for hydration, from its JSON script element. */
  function hydrationDataOf(body: string): { loaderData: Record<string, unknown> } {
    const match = /<script type="application\/json" id="router-hydration-data">([^<]*)<\/script>/.exec(body);
    if (!match?.[1]) throw new Error('no hydration data in the page');
    return JSON.parse(match[1]);
  }

  it('renders a static public page with its content, title, description, canonical and Open Graph tags', async () => {
    const response = await get('/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const body = response.body;
    expect(body).toContain('<title>About Us | IIIDEM</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).not.toContain('content="The site."');
    expect(body).toContain(
      '<meta name="description" content="About IIIDEM, the Election Commission of India’s institute for training election officials in India and abroad." />',
    );
    expect(body).toContain('<link rel="canonical" href="https://portal.example.org/about-us" />');
    expect(body).toContain('<meta property="og:title" content="About Us | IIIDEM" />');
    expect(body).toContain('<meta property="og:url" content="https://portal.example.org/about-us" />');
    expect(body).toContain('<meta property="og:type" content="website" />');
    expect(body).toMatch(/<h1 class="page__heading">About Us<\/h1>/);
    // Its published text (issue 15), in the HTML.
    expect(body).toContain('set up by the Election Commission of India in June 2011');
    // The page's own CSS and code, from the build manifest.
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/site-page-1.css" />');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/site-page-1.js" />');
    // Readable without JavaScript: no "needs JavaScript" notice; the page's data rides in a JSON element.
    expect(body).not.toContain('This portal needs JavaScript.');
    expect(body).not.toMatch(/<script>|<script(?! type="(?:module|application\/json)")/);
    expect(hydrationDataOf(body).loaderData).toBeTypeOf('object');
  });

  it("renders a course detail page with the course read from the API in-process, titled with the course's name", async () => {
    const course = await insertCourse(ctx.database.db, { name: 'Electoral Rolls <Advanced> & More' });
    const response = await get(`/training-program-details/${course.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>Electoral Rolls &lt;Advanced&gt; &amp; More | IIIDEM</title>');
    expect(body).toContain(
      `<link rel="canonical" href="https://portal.example.org/training-program-details/${course.id}" />`,
    );
    expect(body).toContain('<meta property="og:type" content="article" />');
    expect(body).toContain('<h1 class="page__heading">Electoral Rolls &lt;Advanced> &amp; More</h1>');
    expect(body).toContain('IIIDEM Campus, Dwarka, New Delhi');
    expect(body).not.toContain('Loading the programme');
    // SWR gets the API's own answer under the hook's key; '<' never appears raw inside the script element.
    const loaderData = Object.values(hydrationDataOf(body).loaderData) as { fallback?: Record<string, unknown> }[];
    const fallback = Object.assign({}, ...loaderData.map((data) => data?.fallback ?? {}));
    const api = await ctx.app.inject({ method: 'GET', url: `/api/courses/${course.id}` });
    expect(fallback[`/courses/${course.id}`]).toEqual(api.json());
    expect(body).toContain('Electoral Rolls \\u003cAdvanced>');
  });

  it('renders the home page with its first tab of courses and the course list with its first page', async () => {
    const course = await insertCourse(ctx.database.db, { name: 'Home page course' });
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Home | IIIDEM</title>');
    expect(home.body).toContain('<link rel="canonical" href="https://portal.example.org/" />');

    const list = await get('/iiidem-training-programs');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Training Programs | IIIDEM</title>');
    expect(list.body).toContain(course.course_name);
    expect(list.body).toContain(`href="/training-program-details/${course.id}"`);
  });

  it('keeps a rendered page for the next visitors until public content changes', async () => {
    const course = await insertCourse(ctx.database.db, { name: 'Kept page course' });
    const url = `/training-program-details/${course.id}`;
    expect((await get(url)).body).toContain('Kept page course');

    // The next visit is answered with the kept page: nothing is read from the API to render it.
    const reads = vi.spyOn(ctx.app, 'inject');
    try {
      const again = await get(url);
      expect(again.body).toContain('Kept page course');
      const asked = reads.mock.calls.map((call) => (call as unknown[])[0] as { url?: string } | undefined);
      expect(asked.map((options) => options?.url)).toEqual([url]);
    } finally {
      reads.mockRestore();
    }

    // Changed behind the API's back: the kept page (and the API's cached answer) still show the old name ...
    await ctx.database.db.update(courses).set({ course_name: 'Renamed course' }).where(eq(courses.id, course.id));
    expect((await get(url)).body).toContain('Kept page course');
    // ... until a write marks the courses as changed (every back-office write does), which re-renders it.
    ctx.app.publicReads.invalidate('courses');
    const renamed = await get(url);
    expect(renamed.body).toContain('Renamed course');
    expect(renamed.body).not.toContain('Kept page course');
  });

  it("sends later visitors a kept page's smallest forms (Brotli 11, gzip 9), made off the event loop", async () => {
    const plain = (await get('/about-us')).body;
    const quick = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    await vi.waitFor(async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/about-us',
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.length).toBeLessThan(quick.length);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers.vary).toBe('accept-encoding');
    });
    const gzipped = await ctx.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
  });

  it('answers a returning visitor 304 while no public content changed, and the new page after a change', async () => {
    const first = await get('/site-map');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"page-/);
    const conditional = { ...html, 'if-none-match': etag };

    const unchanged = await ctx.app.inject({ method: 'GET', url: '/site-map', headers: conditional });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('no-cache');
    // Another page of the same content has its own ETag.
    expect((await get('/about-us')).headers.etag).not.toBe(etag);

    ctx.app.publicReads.invalidate('news');
    const changed = await ctx.app.inject({ method: 'GET', url: '/site-map', headers: conditional });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<title>Site Map | IIIDEM</title>');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does not keep a page rendered without some of its data', async () => {
    const course = await insertCourse(ctx.database.db, { name: 'Course published later' });
    await ctx.database.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));
    const url = `/training-program-details/${course.id}`;
    // Unpublished, its read fails: the page goes out without it (and without a page version ETag), and is not kept ...
    const partial = await get(url);
    expect(partial.body).not.toContain('Course published later');
    expect(String(partial.headers.etag)).not.toMatch(/^W\/"page-/);
    await ctx.database.db.update(courses).set({ published: true }).where(eq(courses.id, course.id));
    // ... so the next visit renders it again, now with the course.
    expect((await get(url)).body).toContain('Course published later');
  });

  it('redirects an unknown address to /error, which answers 404 with the not-found page', async () => {
    const unknown = await get('/no/such/page?x=1');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/error');

    const error = await get('/error');
    expect(error.statusCode).toBe(404);
    expect(error.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(error.body).toContain('<title>Page Not Found | IIIDEM</title>');
    expect(error.body).toContain(MESSAGES.notFound);
  });

  it('sends the applicant area, the sign-in pages and the back office the client shell', async () => {
    for (const url of ['/dashboard', '/edit-profile', '/domestic-application/3', '/iiidem-login', '/admin/courses']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(SSR_TEMPLATE);
    }
  });

  describe("in the visitor's language (issue 14)", () => {
    const withCookie = (url: string, cookie: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { ...html, cookie } });

    it('renders a page in Hindi for ?lang=hi, with <html lang="hi"> and its Hindi catalogues preloaded', async () => {
      const body = (await get('/about-us?lang=hi')).body;
      expect(body).toContain('<html lang="hi">');
      expect(body).toContain('मुख्य सामग्री पर जाएं');
      expect(body).not.toContain('Skip to main content');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-hi.js" />');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/institute-hi.js" />');
      expect(body).not.toContain('shell-en.js');
    });

    it('renders in the language of the cookie the language button set, and keeps each language apart', async () => {
      const hindi = await withCookie('/about-us', 'other=1; lang=hi');
      expect(hindi.body).toContain('<html lang="hi">');
      expect(hindi.body).toContain('मुख्य सामग्री पर जाएं');
      const english = await get('/about-us');
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('Skip to main content');
      expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-en.js" />');
      expect(english.body).not.toContain('shell-hi.js');
      expect(english.headers.etag).not.toBe(hindi.headers.etag);
      // The address wins over the cookie, and an unknown language is English.
      expect((await withCookie('/about-us?lang=en', 'lang=hi')).body).toContain('<html lang="en">');
      expect((await withCookie('/about-us', 'lang=fr')).body).toContain('<html lang="en">');
    });

    it("sends the client shell with <html lang> in the visitor's language", async () => {
      expect((await withCookie('/login', 'lang=hi')).body).toContain('<html lang="hi">');
      expect((await get('/dashboard?lang=hi')).body).toContain('<html lang="hi">');
      expect((await get('/login')).body).toContain('<html lang="en">');
    });
  });

  it('puts the text size and contrast of their cookies on <html> (issue 16), keeping each page apart', async () => {
    const cookie = 'lang=hi; text_size=large; contrast=high';
    const chosen = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: { ...html, cookie } });
    expect(chosen.body).toContain('<html lang="hi" data-text-size="large" data-contrast="high">');
    expect(chosen.body).toContain('मुख्य सामग्री पर जाएं');
    // Kept apart from the page of visitors without them, with its own ETag.
    const plain = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: { ...html, cookie: 'lang=hi' } });
    expect(plain.body).toContain('<html lang="hi">');
    expect(plain.headers.etag).not.toBe(chosen.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: { ...html, cookie } });
    expect(again.body).toContain('<html lang="hi" data-text-size="large" data-contrast="high">');
    // The client shell too; an unknown size is the normal one.
    const shell = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, cookie: 'text_size=small' },
    });
    expect(shell.body).toContain('<html lang="en" data-text-size="small">');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/login', headers: { ...html, cookie: 'text_size=x' } });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('never serves the server entry or the build manifest as a file', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/server/entry-server.js',
      headers: { accept: 'application/javascript' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderPage');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { accept: '*/*' } });
    expect(manifest.body).not.toContain('site-page-1.css');
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
