import { isRecordId } from '@iiidem/shared/common/record-id';
import { NEWS_CATEGORY, PHOTO_CATEGORY } from '@iiidem/shared/constants';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { useEffect } from 'react';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import type { Middleware } from 'swr';
import { CALENDAR_COURSES_URL } from '../features/content/training-calendar-data';
import { courseListKey } from '../features/courses/courses-api';
import { courseGroupFor, NEWS_AND_TENDERS_GROUP_ID } from '../features/courses/program-groups';
import { galleryPhotosKey, galleryVideosKey } from '../features/gallery/gallery-api';
import { homeCoursesKey, homePhotosKey } from '../features/home/home-api';
import { pressNewsKey, readPageNumber } from '../features/news/news-api';
import { MENU_PAGES_KEY, publishedPageKey } from '../features/pages/pages-api';
import { peopleListKey, peopleListsOf } from '../features/people/people-api';
import { readSearchParams, searchKey } from '../features/search/search-api';
import { VACANCIES_KEY } from '../features/vacancies/vacancies-api';
import { SITE_SETTINGS_KEY } from '../lib/use-site-settings';
import { paths } from '../paths';
import { SITE_UPDATED_KEY } from './layout/site-last-updated';

/**
 * Server rendering's data (issue 13): on the server, a public page's route loader reads the same public GET
 * endpoints the page's SWR hooks read, in-process; the answers, keyed exactly as the hooks' keys, fill the SWR
 * cache of the server render and of the browser's first render (swrCacheWith), so the components render their
 * data in the HTML and stay unchanged.
 * In the browser the loaders do nothing: the components fetch through SWR as before (spinners, lazy tabs,
 * revalidation), and after hydration SWR revalidates the fallback data where the hook says so.
 */

/** Reads a public API path ('/courses?page=1', without /api); rejects when the answer is not a 2xx. */
export type FetchApi = (path: string) => Promise<unknown>;

/** What the server passes to loaders as their context (`requestContext` of the static handler). */
export type ServerRenderContext = { fetchApi: FetchApi };

/** A loader's answer: SWR cache entries by key. */
export type PageData = { fallback: Record<string, unknown> };

/** useSWRInfinite keeps its pages under this prefix plus the first page's key (swr/infinite's unstable_serialize). */
const INFINITE_PREFIX = '$inf$';

function serverContextOf(args: LoaderFunctionArgs): ServerRenderContext | undefined {
  const context = args.context as Partial<ServerRenderContext> | undefined;
  return typeof context?.fetchApi === 'function' ? (context as ServerRenderContext) : undefined;
}

type KeysFor = (args: { params: LoaderFunctionArgs['params']; search: URLSearchParams }) => readonly string[];

/**
 * A loader that, on the server, fetches `keys` and returns them as SWR fallback. A key that fails is left
 * out: the page then renders its loading or empty state and the browser fetches it as before.
 * A key starting with $inf$ is a useSWRInfinite list: its first page is fetched and stored as a one-page list.
 */
export function swrLoader(keysFor: KeysFor): LoaderFunction {
  return async (args) => {
    const server = serverContextOf(args);
    if (!server) return null;
    const search = new URL(args.request.url).searchParams;
    const fallback: Record<string, unknown> = {};
    await Promise.all(
      keysFor({ params: args.params, search }).map(async (key) => {
        const infinite = key.startsWith(INFINITE_PREFIX);
        try {
          const data = await server.fetchApi(infinite ? key.slice(INFINITE_PREFIX.length) : key);
          fallback[key] = infinite ? [data] : data;
        } catch {
          // Left to the browser.
        }
      }),
    );
    return { fallback } satisfies PageData;
  };
}

/** The catch-all route: the server answers an unknown address with a redirect to /error, as the app does. */
export const unknownPathLoader: LoaderFunction = (args) => {
  if (serverContextOf(args)) throw redirect(paths.error);
  return null;
};

function isPageData(value: unknown): value is PageData {
  return typeof value === 'object' && value !== null && typeof (value as { fallback?: unknown }).fallback === 'object';
}

/** The SWR entries of all matched loaders (the router's loaderData by route id). */
export function swrEntriesOf(loaderData: Record<string, unknown> | undefined): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const data of Object.values(loaderData ?? {})) if (isPageData(data)) Object.assign(entries, data.fallback);
  return entries;
}

/**
 * An SWR cache provider holding `entries` (server render, and the browser's first render of a server-rendered
 * page): the hooks find their data in the cache, so they render it without a loading state, and in the browser
 * SWR then revalidates it where the hook says so (isValidating, never isLoading: no spinner replaces the data).
 * A useSWRInfinite list also gets its first page under the page's own key, as useSWRInfinite stores it.
 */
export function swrCacheWith(entries: Record<string, unknown>): () => Map<string, SwrCacheState> {
  return () => {
    const cache = new Map<string, SwrCacheState>();
    for (const [key, data] of Object.entries(entries)) {
      cache.set(key, loaded(data));
      if (key.startsWith(INFINITE_PREFIX) && Array.isArray(data)) {
        cache.set(key.slice(INFINITE_PREFIX.length), loaded(data[0]));
      }
    }
    return cache;
  };
}

/**
 * SWR middleware for a hydrated page: a key whose data came with the page is not fetched again when its hook
 * first mounts (the server read it a moment ago; refetching would double a slow connection's data, issue 13).
 * It is still revalidated on focus and reconnect, and every later mount (a visit through the menus)
 * revalidates as the hook says.
 */
export function servedWithPage(keys: Iterable<string>): Middleware {
  const served = new Set(keys);
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = typeof key === 'string' && served.has(key);
    const swr = useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
    useEffect(() => {
      if (fresh) served.delete(key);
    }, [fresh, key]);
    return swr;
  };
}

/** SWR's state of a loaded key; without the two flags SWR would count the first render as loading. */
type SwrCacheState = { data: unknown; isLoading: false; isValidating: false };

const loaded = (data: unknown): SwrCacheState => ({ data, isLoading: false, isValidating: false });

/**
 * The loader of the route around every page (issue 15): the site settings every page's shell shows (top bar,
 * footer) and the day the site last changed (the footer, issue 16), so each server-rendered page has them in its
 * HTML and hydrates with them.
 */
export const shellLoader = swrLoader(() => [SITE_SETTINGS_KEY, SITE_UPDATED_KEY]);

/** The loaders of the public data pages, by route. */
export const pageLoaders = {
  home: swrLoader(() => [
    homePhotosKey(PHOTO_CATEGORY.slider),
    homePhotosKey(PHOTO_CATEGORY.gallery),
    // Only the tab shown first: the other tabs load when chosen (spec 1 §2, lazy home tabs).
    homeCoursesKey('ongoing'),
    // The partner carousels (issue 15: lists staff keep).
    peopleListKey('partner-election-bodies'),
    peopleListKey('partner-institutions'),
  ]),
  courses: swrLoader(() => [`${INFINITE_PREFIX}${courseListKey(undefined, 1)}`]),
  courseDetails: swrLoader(({ params }) => (isRecordId(params.id) ? [`/courses/${params.id}`] : [])),
  trainingDetails: swrLoader(({ params }) => (isRecordId(params.id) ? [`/trainings/${params.id}`] : [])),
  programsByGroup: swrLoader(({ params, search }) => {
    if (params.id === NEWS_AND_TENDERS_GROUP_ID) {
      return [pressNewsKey(NEWS_CATEGORY.tenders, readPageNumber(search.get('page')))];
    }
    const group = courseGroupFor(params.id);
    return group ? [`/courses/${group}?limit=${MAX_PAGE_SIZE}`] : [];
  }),
  latestNews: swrLoader(({ search }) => [
    pressNewsKey(LATEST_NEWS_CATEGORY, readPageNumber(search.get('news-page'))),
    pressNewsKey(NEWS_CATEGORY.tenders, readPageNumber(search.get('page'))),
  ]),
  trainingCalendar: swrLoader(() => [CALENDAR_COURSES_URL]),
  trainings: swrLoader(() => ['/trainings']),
  gallery: swrLoader(() => [galleryPhotosKey, galleryVideosKey]),
  vacancies: swrLoader(() => [VACANCIES_KEY]),
  // The pages staff added to the menus' groups (issue 15).
  siteMap: swrLoader(() => [MENU_PAGES_KEY]),
  // The first page of results comes in the HTML (issue 16); the page asks for nothing without words.
  search: swrLoader(({ search }) => {
    const { words, page } = readSearchParams(search);
    return words ? [searchKey(words, page)] : [];
  }),
} satisfies Record<string, LoaderFunction>;

/**
 * The loader of a page staff edit (issue 15): its published text and the lists of people its blocks show, on the
 * server.
 */
export function sitePageLoader(slug: string): LoaderFunction {
  return async (args) => {
    const server = serverContextOf(args);
    if (!server) return null;
    // A page that cannot be read is left to the browser, which says so.
    return (await readSitePage(server, slug)) ?? ({ fallback: {} } satisfies PageData);
  };
}

/** On the server: the published page at `slug` and the lists of people its blocks show; undefined if unreadable. */
async function readSitePage(server: ServerRenderContext, slug: string): Promise<PageData | undefined> {
  const key = publishedPageKey(slug);
  let page: unknown;
  try {
    page = await server.fetchApi(key);
  } catch {
    return undefined;
  }
  const fallback: Record<string, unknown> = { [key]: page };
  await Promise.all(
    peopleListsOf(page).map(async (list) => {
      try {
        fallback[peopleListKey(list)] = await server.fetchApi(peopleListKey(list));
      } catch {
        // Left to the browser.
      }
    }),
  );
  return { fallback };
}

/**
 * The loader of a page staff added, at /pages/:slug: on the server, an address with no published page goes to
 * the error page, as an unknown address does.
 */
export const staffPageLoader: LoaderFunction = async (args) => {
  const server = serverContextOf(args);
  if (!server) return null;
  const page = await readSitePage(server, args.params.slug ?? '');
  if (!page) throw redirect(paths.error);
  return page;
};

/** The 'Latest News' category (2) of the seeded reference data, as on /latest-news-update. */
export const LATEST_NEWS_CATEGORY = 2;
