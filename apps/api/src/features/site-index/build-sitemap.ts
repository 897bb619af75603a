import {
  COURSE_DETAILS_PATH,
  detailPagePath,
  PUBLIC_PAGE_PATHS,
  STAFF_PAGE_PATH,
  TRAINING_DETAILS_PATH,
} from '@iiidem/shared/site/public-pages';
import type { Database } from '../../db/client';
import { findPublishedCourseDates, findPublishedPageDates, findPublishedTrainingDates } from './site-index.repository';

type SitemapEntry = { path: string; lastModified?: Date };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function toUrlElement(publicUrl: string, { path, lastModified }: SitemapEntry): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}</url>`;
}

/**
 * sitemap.xml (sitemaps.org 0.9): every public page (a page staff edit with the day it was last published), the
 * pages staff added, then every published course's and training's page with when it last changed. `publicUrl`
 * has no trailing slash.
 */
export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const [courseDates, trainingDates, pageDates] = await Promise.all([
    findPublishedCourseDates(db),
    findPublishedTrainingDates(db),
    findPublishedPageDates(db),
  ]);
  const fixedPageDates = new Map(
    pageDates.filter((page) => page.builtin).map((page) => [`/${page.slug}`, page.publishedAt]),
  );
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path, lastModified: fixedPageDates.get(path) })),
    ...pageDates
      .filter((page) => !page.builtin)
      .map((page) => ({ path: STAFF_PAGE_PATH.replace(':slug', page.slug), lastModified: page.publishedAt })),
    ...courseDates.map(({ id, updatedAt }) => ({
      path: detailPagePath(COURSE_DETAILS_PATH, id),
      lastModified: updatedAt,
    })),
    ...trainingDates.map(({ id, updatedAt }) => ({
      path: detailPagePath(TRAINING_DETAILS_PATH, id),
      lastModified: updatedAt,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => toUrlElement(publicUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}
