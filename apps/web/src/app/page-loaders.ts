import { isRecordId } from '@iiidem/shared/common/record-id';
import { NEWS_CATEGORY, PHOTO_CATEGORY } from '@iiidem/shared/constants';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import { type LoaderFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
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
import { INFINITE_PREFIX, type PageData, type ServerRenderContext } from './page-data';
import { isPublicPageHandle, SHELL_ROUTE_ID, UNKNOWN_PATH_ROUTE_ID } from './page-head';

/**
 * The route loaders of server rendering (issue 13, see page-data.ts): only the server's route tree has them
 * (withPageLoaders, used by entry-server.tsx). The browser's routes (router.tsx) name a page's loader in its
 * handle, so this module, the features' API keys it reads and what they import never reach the browser's
 * download (issue 13: a cold public page within 120 KB).
 */

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

/** Which loader a public page's handle names (its `data`): one of these, or a page staff edit by its slug. */
export type PageLoaderName = keyof typeof pageLoaders | 'staffPage';

/** The loader of a route of the browser's tree, by its id or its handle's `data`. */
function loaderOf(route: RouteObject): LoaderFunction | undefined {
  if (route.id === SHELL_ROUTE_ID) return shellLoader;
  if (route.id === UNKNOWN_PATH_ROUTE_ID) return unknownPathLoader;
  const data = isPublicPageHandle(route.handle) ? route.handle.data : undefined;
  if (data === undefined) return undefined;
  if (typeof data === 'object') return sitePageLoader(data.slug);
  return data === 'staffPage' ? staffPageLoader : pageLoaders[data];
}

/** The server's route tree: the browser's (router.tsx), each route with its loader. */
export function withPageLoaders(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loader = loaderOf(route);
    const children = route.children ? withPageLoaders(route.children) : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}
