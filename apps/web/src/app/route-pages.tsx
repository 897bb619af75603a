import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { chunkNameOf, loadChunk } from '../lib/chunk-load';
import { type CatalogArea, loadCatalogs } from '../lib/i18n/catalogs';
import { currentLanguage } from '../lib/i18n/language';
import type { PageKey } from '../page-titles';
import { paths } from '../paths';
import type { PageHandle, PublicPageHandle } from './page-head';

/**
 * How a route names its page module (router.tsx, applicant-routes.tsx): lazily loaded, with its catalogues, and
 * for a public page the handle the server renders it by.
 */

type PageModule = { default: ComponentType };

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the first load stays small. Its texts
 * come with it: the catalogues of its `areas` in the active language (lingui.config.ts), loaded alongside.
 */
export function page(
  modulePath: string,
  load: () => Promise<PageModule>,
  areas: readonly CatalogArea[],
): NonNullable<RouteObject['lazy']> {
  return async () => {
    // A chunk that fails or takes over 120 s shows 'Loading chunk {n} failed' (spec 1 §8, §9; lib/chunk-load.ts).
    const [module] = await loadChunk(chunkNameOf(modulePath), () =>
      Promise.all([load(), loadCatalogs(currentLanguage(), areas)]),
    );
    return { Component: module.default };
  };
}

/**
 * A public page, server-rendered (issue 13): its handle names it (title and description of its <head>);
 * a data page's also names the loader that reads its data on the server (`data`, page-loaders.ts).
 */
export function publicPage(
  key: Exclude<PageKey, 'applicationError'>,
  /** The page module's path, as in `load`: the server links its CSS and preloads its code from the build manifest. */
  modulePath: `./routes/${string}`,
  load: () => Promise<PageModule>,
  extra: {
    data?: PublicPageHandle['data'];
    status?: number;
    areas?: readonly CatalogArea[];
    slug?: string;
    crumbs?: PublicPageHandle['crumbs'];
  } = {},
): RouteObject {
  const areas = extra.areas ?? areasOfRouteModule(modulePath);
  const handle: PublicPageHandle = {
    page: key,
    module: `src/app/${modulePath.slice(2)}.tsx`,
    areas,
    ...(extra.status ? { status: extra.status } : {}),
    ...(extra.slug ? { slug: extra.slug } : {}),
    ...(extra.crumbs ? { crumbs: extra.crumbs } : {}),
    ...(extra.data ? { data: extra.data } : {}),
  };
  return { path: paths[key], lazy: page(modulePath, load, areas), handle };
}

/**
 * A page staff edit in the back office (issue 15), at its fixed route of the spec; `slug` names it, `crumbs` are
 * the pages of its breadcrumb between Home and itself.
 */
export function sitePage(
  key: Exclude<PageKey, 'applicationError'>,
  slug: string,
  crumbs?: PublicPageHandle['crumbs'],
): RouteObject {
  return publicPage(key, './routes/site-pages/site-page', () => import('./routes/site-pages/site-page'), {
    slug,
    data: { slug },
    ...(crumbs ? { crumbs } : {}),
  });
}

/** Which route folders' texts live in an area of another name (lingui.config.ts); errors are the shell's. */
const AREA_OF_ROUTE_FOLDER: Record<string, readonly CatalogArea[]> = {
  'site-info': ['institute'],
  webinar: ['institute'],
  feedback: ['feedback', 'forms'],
  'site-pages': ['institute', 'people'],
  errors: [],
  // Pages with forms also load the form kit's texts.
  accounts: ['accounts', 'forms'],
  nominations: ['nominations', 'forms'],
  certificates: ['certificates', 'forms'],
  admin: ['forms'],
};

/** A route module's catalogue areas, by its folder: './routes/courses/x' -> ['courses']. */
export function areasOfRouteModule(modulePath: string): readonly CatalogArea[] {
  const folder = modulePath.split('/')[2] ?? '';
  return AREA_OF_ROUTE_FOLDER[folder] ?? [folder as CatalogArea];
}

/** An applicant-area or other client-rendered page, with its catalogue areas (by default, its folder's). */
export function clientPage(
  modulePath: `./routes/${string}`,
  load: () => Promise<PageModule>,
  areas: readonly CatalogArea[] = areasOfRouteModule(modulePath),
): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { module: `src/app/${modulePath.slice(2)}.tsx`, areas };
  return { lazy: page(modulePath, load, areas), handle };
}
