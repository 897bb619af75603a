import type { TSearchAnswer } from '@iiidem/shared/search/api';
import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
import useSWR from 'swr';

/** The API address of one page of a search ('/search?q=voter&page=2'), as the page's loader and hook key it. */
export function searchKey(words: string, page: number): string {
  const query = new URLSearchParams({ q: words });
  if (page > 1) query.set('page', String(page));
  return `/search?${query}`;
}

/** The web page of a search ('/search?q=voter&page=2'): the result pages' links and the forms' target. */
export function searchPageHref(words: string, page = 1): string {
  return `/search${searchKey(words, page).slice('/search'.length)}`;
}

/** What a /search address asks for: the words (trimmed) and a page from 1 (anything else is page 1). */
export function readSearchParams(search: URLSearchParams): { words: string; page: number } {
  const words = (search.get('q') ?? '').trim();
  const pageText = search.get('page');
  const page = pageText && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { words, page };
}

/** How many pages `total` results fill. */
export function searchPageCount(total: number): number {
  return Math.ceil(total / SEARCH_LIMITS.pageSize);
}

/** One page of results; while the next page loads, the previous one stays on screen. Null words: no request. */
export function useSearch(words: string | null, page: number) {
  return useSWR<TSearchAnswer>(words ? searchKey(words, page) : null, {
    keepPreviousData: true,
    onError: (error) => console.error('Could not search the site', error),
  });
}
