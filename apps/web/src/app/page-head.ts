import type { Language } from '@iiidem/shared/language';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createContext } from 'react';
import type { CatalogArea } from '../lib/i18n/catalogs';
import type { PageKey } from '../page-titles';
import type { PageLoaderName } from './page-loaders';

/**
 * The head of a server-rendered page (issue 13): its title is the one the page itself sets through
 * usePageTitle (so data-driven titles, such as a course's name, come out right), collected during the
 * server render; the description comes from the matched route's handle.
 */
export type HeadCollector = { title?: string };

/** Present only during a server render; usePageTitle writes the page's title into it. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The id of the route around every page, whose server loader reads the shell's data (page-loaders.ts). */
export const SHELL_ROUTE_ID = 'pages';
/** The id of the catch-all route (an unknown address), which the server answers with a redirect to /error. */
export const UNKNOWN_PATH_ROUTE_ID = 'unknown-path';

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
  /** A page staff edit (issue 15): its slug, whose published text the route shows. */
  slug?: string;
  /** A page staff edit: the pages of its breadcrumb between Home and itself (their titles in the page's language). */
  crumbs?: readonly Exclude<PageKey, 'applicationError'>[];
  /** The answer's status when this page is rendered (the not-found page answers 404). */
  status?: number;
  /**
   * The loader that reads the page's data on the server (page-loaders.ts): a named one, or a page staff edit's by
   * its slug. Only the server's routes have loaders; the browser's name them here.
   */
  data?: PageLoaderName | { slug: string };
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

/** The site's description, for pages without their own (also index.html's, in English), in the page's language. */
export const SITE_DESCRIPTION = msg`India International Institute of Democracy and Election Management (IIIDEM): training programmes for election officials in India and partner countries, news, vacancies and the applicant portal.`;

/** Meta descriptions of the public pages, in the page's language (the server activates it before pageHead). */
export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, MessageDescriptor>> = {
  home: SITE_DESCRIPTION,
  aboutUs: msg`About IIIDEM, the Election Commission of India’s institute for training election officials in India and abroad.`,
  contactUs: msg`How to reach the India International Institute of Democracy and Election Management (IIIDEM).`,
  missionVisionGoal: msg`The mission, vision and goals of IIIDEM.`,
  mouPartners: msg`The election management bodies and institutions that have signed memoranda of understanding with IIIDEM.`,
  campusAndFacilities: msg`The IIIDEM campus in New Delhi and its training facilities.`,
  directors: msg`The directors of IIIDEM.`,
  faculty: msg`The faculty of IIIDEM.`,
  courses: msg`All training programmes of IIIDEM: domestic, international and academic, with dates and how to apply.`,
  courseDetails: msg`A training programme of IIIDEM: dates, place, eligibility and how to apply.`,
  trainingPrograms: msg`The training programmes IIIDEM runs for election officials in India and partner countries.`,
  trainingCalendar: msg`The calendar of IIIDEM training programmes, month by month.`,
  ourTrainingAndPrograms: msg`IIIDEM’s trainings and programmes, with their material.`,
  trainingDetails: msg`A training of IIIDEM and its material.`,
  latestNewsUpdate: msg`The latest news, tenders and notices of IIIDEM.`,
  photosAndVideosGallery: msg`Photos and videos of IIIDEM’s programmes and events.`,
  virtualGallery: msg`A virtual tour of the IIIDEM campus in pictures.`,
  vacancies: msg`Current vacancies at IIIDEM.`,
  siteMap: msg`Every page of the IIIDEM portal.`,
  error: msg`The page you asked for was not found.`,
};

export type PageHead = {
  title: string;
  description: string;
  /** The page's address in its language (a Hindi page's ends in ?lang=hi). */
  canonicalUrl: string;
  type: 'website' | 'article';
  language: Language;
  /** The page's address in each language: the hreflang alternates (the English one is also x-default). */
  alternates: Record<Language, string>;
};

/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** A page's address in each language: English without a parameter, Hindi with ?lang=hi (issue 14). */
export function languageAddresses(pageUrl: string): Record<Language, string> {
  return { en: pageUrl, hi: `${pageUrl}?lang=hi` };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The tags that replace index.html's <title> and description: title, description, canonical, the page in the other
 * language (hreflang), Open Graph.
 */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.canonicalUrl);
  const english = escapeHtml(head.alternates.en);
  const other = head.language === 'en' ? 'hi' : 'en';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<link rel="alternate" hreflang="en" href="${english}" />`,
    `<link rel="alternate" hreflang="hi" href="${escapeHtml(head.alternates.hi)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${english}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    '<meta property="og:site_name" content="IIIDEM" />',
  ].join('\n    ');
}
