import { NEWS_PAGE_SIZE } from '@iiidem/shared/limits';
import type { TPressNewsPage } from '@iiidem/shared/schemas/news';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { ApiError, swrFetcher } from '../../lib/api-client';

/**
 * Data-fetch settings (spec 1 §9: de-duplication 2 s, error retry 5 s, focus throttle 5 s). A 4xx answer
 * will not change by asking again, so only network and server failures are retried. Failures are only
 * logged; the list shows its empty state (spec 1 §8).
 */
export const NEWS_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  onError: (error) => console.error('Could not load the news list', error),
};

export function pressNewsKey(categoryId: number, page: number, limit: number = NEWS_PAGE_SIZE): string {
  const query = new URLSearchParams({ category_id: String(categoryId), page: String(page) });
  if (limit !== NEWS_PAGE_SIZE) query.set('limit', String(limit));
  return `/press-news?${query}`;
}

/** One page of a news category; while the next page loads, the previous one stays on screen. */
export function usePressNewsPage(categoryId: number, page: number) {
  return useSWR<TPressNewsPage>(pressNewsKey(categoryId, page), swrFetcher, {
    ...NEWS_FETCH_OPTIONS,
    keepPreviousData: true,
  });
}

/** The newest few items of a category, fetched once and then kept (the home page's tab). */
export function useLatestPressNews(categoryId: number, limit: number) {
  return useSWRImmutable<TPressNewsPage>(pressNewsKey(categoryId, 1, limit), swrFetcher, NEWS_FETCH_OPTIONS);
}
