import { useEffect } from 'react';
import type { Middleware } from 'swr';

/**
 * Server rendering's data (issue 13): on the server, a public page's route loader (page-loaders.ts) reads the
 * same public GET endpoints the page's SWR hooks read, in-process; the answers, keyed exactly as the hooks' keys,
 * fill the SWR cache of the server render and of the browser's first render (swrCacheWith), so the components
 * render their data in the HTML and stay unchanged.
 * The browser's routes have no loaders (the server adds them, page-loaders.ts), so none of the loaders' code is
 * in the browser's download: the components fetch through SWR as before (spinners, lazy tabs, revalidation), and
 * after hydration SWR revalidates the fallback data where the hook says so.
 */

/** Reads a public API path ('/courses?page=1', without /api); rejects when the answer is not a 2xx. */
export type FetchApi = (path: string) => Promise<unknown>;

/** What the server passes to loaders as their context (`requestContext` of the static handler). */
export type ServerRenderContext = { fetchApi: FetchApi };

/** A loader's answer: SWR cache entries by key. */
export type PageData = { fallback: Record<string, unknown> };

/** useSWRInfinite keeps its pages under this prefix plus the first page's key (swr/infinite's unstable_serialize). */
export const INFINITE_PREFIX = '$inf$';

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
