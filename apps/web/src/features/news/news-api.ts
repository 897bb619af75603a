import { NEWS_PAGE_SIZE } from '@iiidem/shared/limits';
import type { TPressNewsPage } from '@iiidem/shared/news/api';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRImmutable from 'swr/immutable';

/** Failures are only logged; the list shows its empty state (spec 1 §8). */
export const NEWS_FETCH_OPTIONS: SWRConfiguration = {
  onError: (error) => console.error('Could not load the news list', error),
};

export function pressNewsKey(categoryId: number, page: number, limit: number = NEWS_PAGE_SIZE): string {
  const query = new URLSearchParams({ category_id: String(categoryId), page: String(page) });
  if (limit !== NEWS_PAGE_SIZE) query.set('limit', String(limit));
  return `/press-news?${query}`;
}

/** One page of a news category; while the next page loads, the previous one stays on screen. */
export function usePressNewsPage(categoryId: number, page: number) {
  return useSWR<TPressNewsPage>(pressNewsKey(categoryId, page), {
    ...NEWS_FETCH_OPTIONS,
    keepPreviousData: true,
  });
}

/** The newest few items of a category, fetched once and then kept (the home page's tab). */
export function useLatestPressNews(categoryId: number, limit: number) {
  return useSWRImmutable<TPressNewsPage>(pressNewsKey(categoryId, 1, limit), NEWS_FETCH_OPTIONS);
}

/** A page number from the address: a whole number from 1, otherwise page 1. */
export function readPageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
