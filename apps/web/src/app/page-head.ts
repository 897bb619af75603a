import { createContext } from 'react';
import type { CatalogArea } from '../lib/i18n/catalogs';
import type { PageKey } from '../page-titles';

/**
 * The head of a server-rendered page (issue 13): its title is the one the page itself sets through
 * usePageTitle (so data-driven titles, such as a course's name, come out right), collected during the
 * server render; the description comes from the matched route's handle.
 */
export type HeadCollector = { title?: string };

/** Present only during a server render; usePageTitle writes the page's title into it. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** What a page's route carries in its `handle`. */
export type PageHandle = {
  /** The page module's source path ('src/app/routes/home/home-page.tsx'), its key in the build manifest. */
  module: string;
  /** The catalogue areas whose texts the page shows (besides the shell's), loaded with it; the server preloads them. */
  areas: readonly CatalogArea[];
};

/** What a public, server-rendered route carries in its `handle`. */
export type PublicPageHandle = PageHandle & {
  page: PageKey;
  /** The answer's status when this page is rendered (the not-found page answers 404). */
  status?: number;
};

export function isPublicPageHandle(handle: unknown): handle is PublicPageHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const { page, module, areas } = handle as { page?: unknown; module?: unknown; areas?: unknown };
  return typeof page === 'string' && typeof module === 'string' && Array.isArray(areas);
}

/** The part of Vite's build manifest (build.manifest) the server reads: each chunk's file, CSS and imports. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The stylesheets and scripts of a page module and the chunks it imports, from the build manifest: the server
 * links the CSS in the page's <head> (without it, the page would shift when its code loads and adds it) and
 * preloads the code, which the browser loads before hydrating.
 */
export function pageAssets(manifest: BuildManifest, module: string): { css: string[]; scripts: string[] } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { css: [...css], scripts: [...scripts] };
}

/** <link> tags for the page's assets, leaving out those the template already names. */
export function assetTags(assets: { css: string[]; scripts: string[] }, template: string): string[] {
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...assets.css.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...assets.scripts
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
}

/** The site's description, for pages without their own (also index.html's). */
export const SITE_DESCRIPTION =
  'India International Institute of Democracy and Election Management (IIIDEM): training programmes for election officials in India and partner countries, news, vacancies and the applicant portal.';

/** Meta descriptions of the public pages; the others use SITE_DESCRIPTION. */
export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, string>> = {
  home: SITE_DESCRIPTION,
  aboutUs:
    'About IIIDEM, the Election Commission of India’s institute for training election officials in India and abroad.',
  contactUs: 'How to reach the India International Institute of Democracy and Election Management (IIIDEM).',
  missionVisionGoal: 'The mission, vision and goals of IIIDEM.',
  mouPartners:
    'The election management bodies and institutions that have signed memoranda of understanding with IIIDEM.',
  campusAndFacilities: 'The IIIDEM campus in New Delhi and its training facilities.',
  directors: 'The directors of IIIDEM.',
  faculty: 'The faculty of IIIDEM.',
  courses: 'All training programmes of IIIDEM: domestic, international and academic, with dates and how to apply.',
  courseDetails: 'A training programme of IIIDEM: dates, place, eligibility and how to apply.',
  trainingPrograms: 'The training programmes IIIDEM runs for election officials in India and partner countries.',
  trainingCalendar: 'The calendar of IIIDEM training programmes, month by month.',
  ourTrainingAndPrograms: 'IIIDEM’s trainings and programmes, with their material.',
  trainingDetails: 'A training of IIIDEM and its material.',
  latestNewsUpdate: 'The latest news, tenders and notices of IIIDEM.',
  photosAndVideosGallery: 'Photos and videos of IIIDEM’s programmes and events.',
  virtualGallery: 'A virtual tour of the IIIDEM campus in pictures.',
  vacancies: 'Current vacancies at IIIDEM.',
  siteMap: 'Every page of the IIIDEM portal.',
  error: 'The page you asked for was not found.',
};

export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  type: 'website' | 'article';
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The tags that replace index.html's <title> and description: title, description, canonical, Open Graph. */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.canonicalUrl);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    '<meta property="og:site_name" content="IIIDEM" />',
  ].join('\n    ');
}
