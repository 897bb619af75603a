import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@iiidem/shared/site/public-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { courses } from '../../db/schema/courses';
import { sitePageRevisions, sitePages } from '../../db/schema/site-content';
import { trainings } from '../../db/schema/trainings';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { ensureSitePages } from '../../db/seed/site-pages';

const PUBLIC_URL = 'https://iiidem.example.org';
const htmlAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A built web app, so the test shows these addresses are not answered with its HTML. */
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'iiidem-site-index-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');

const ctx = useTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: webDistDir } });
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

const ids = { course: 0, hiddenCourse: 0, training: 0, hiddenTraining: 0 };
const COURSE_CHANGED = new Date('2025-03-04T05:06:07.000Z');
const TRAINING_CHANGED = new Date('2025-01-02T03:04:05.000Z');
const PAGES_PUBLISHED = new Date('2025-05-06T07:08:09.000Z');

beforeAll(async () => {
  const { db } = ctx.database;
  await ensureReferenceData(db);
  const course = (course_name: string, published: boolean) => ({
    course_name,
    start_from: '2025-02-10',
    end_to: '2025-02-21',
    program_type_id: 1,
    published,
    updated_at: COURSE_CHANGED,
  });
  const [shown, hidden] = await db
    .insert(courses)
    .values([course('Published course', true), course('Unpublished course', false)])
    .returning({ id: courses.id });
  ids.course = shown!.id;
  ids.hiddenCourse = hidden!.id;
  const [training, hiddenTraining] = await db
    .insert(trainings)
    .values([
      { training_name: 'Counting of Votes', training_code: 'DM-009', updated_at: TRAINING_CHANGED },
      { training_name: 'Withdrawn', training_code: 'DM-010', published: false },
    ])
    .returning({ id: trainings.id });
  ids.training = training!.id;
  ids.hiddenTraining = hiddenTraining!.id;
  // The spec's pages, and a page staff added (published) and another not published yet.
  await ensureSitePages(db, PAGES_PUBLISHED);
  const document = { title: { en: 'RTI', hi: '' }, summary: { en: '', hi: '' }, blocks: [] };
  const [rti] = await db
    .insert(sitePages)
    .values([
      { slug: 'right-to-information', draft: document },
      { slug: 'not-yet-published', draft: document },
    ])
    .returning({ id: sitePages.id });
  const [revision] = await db
    .insert(sitePageRevisions)
    .values({ page_id: rti!.id, document, published_at: PAGES_PUBLISHED })
    .returning({ id: sitePageRevisions.id });
  await db.update(sitePages).set({ published_revision_id: revision!.id }).where(eq(sitePages.id, rti!.id));
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers out of the API, back office and applicant area, and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: htmlAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /edit-profile',
        'Disallow: /change-password',
        'Disallow: /domestic-application/',
        'Disallow: /international-application/',
        'Disallow: /iiidem-otp',
        'Disallow: /my-application/',
        '',
        'Sitemap: https://iiidem.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, then each published course and training page with its last change', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { accept: htmlAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      ...PUBLIC_PAGE_PATHS.map((page) => `${PUBLIC_URL}${page}`),
      `${PUBLIC_URL}/pages/right-to-information`,
      `${PUBLIC_URL}/training-program-details/${ids.course}`,
      `${PUBLIC_URL}/program-details/${ids.training}`,
    ]);
    expect(locs).toContain('https://iiidem.example.org/about-us');
    expect(locs).toContain('https://iiidem.example.org/');
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/training-program-details/${ids.course}</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod></url>`,
    );
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/program-details/${ids.training}</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>`,
    );
    expect(body).toContain(`<url><loc>${PUBLIC_URL}/about-us</loc><lastmod>2025-05-06T07:08:09.000Z</lastmod></url>`);
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/pages/right-to-information</loc><lastmod>2025-05-06T07:08:09.000Z</lastmod></url>`,
    );
    expect(body).toContain(`<url><loc>${PUBLIC_URL}/contact-us</loc><lastmod>2025-05-06T07:08:09.000Z</lastmod></url>`);
    expect(body).toContain(`<url><loc>${PUBLIC_URL}/site-map</loc></url>`);
    expect(body).not.toContain('not-yet-published');
    expect(body).not.toContain(`/training-program-details/${ids.hiddenCourse}<`);
    expect(body).not.toContain(`/program-details/${ids.hiddenTraining}<`);
    expect(body).not.toContain('/dashboard');
    expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('is compressed for a client that accepts Brotli', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
