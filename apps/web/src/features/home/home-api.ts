import { HOME_TAB_MAX_ITEMS } from '@iiidem/shared/limits';
import type { TCourseSelectionResponse } from '@iiidem/shared/schemas/courses';
import type { TPhotoList } from '@iiidem/shared/schemas/gallery';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { ApiError, swrFetcher } from '../../lib/api-client';

/**
 * Data-fetch settings (spec 1 §9: de-duplication 2 s, error retry 5 s, focus throttle 5 s). Failures are
 * only logged; each block shows its empty state (spec 1 §8).
 */
const HOME_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  onError: (error) => console.error('Could not load a home page block', error),
};

export type HomeCourseKind = 'ongoing' | 'upcoming';

export const homeCoursesKey = (kind: HomeCourseKind) => `/courses/${kind}?limit=${HOME_TAB_MAX_ITEMS}`;

/** Ongoing or upcoming courses for a home tab: fetched once, when the tab is first shown, then kept. */
export function useHomeCourses(kind: HomeCourseKind) {
  return useSWRImmutable<TCourseSelectionResponse>(homeCoursesKey(kind), swrFetcher, HOME_FETCH_OPTIONS);
}

/** Photos of a category: 1 for the banner, 2 for the gallery teaser. */
export function useHomePhotos(categoryId: number) {
  return useSWR<TPhotoList>(`/photos?category_id=${categoryId}`, swrFetcher, HOME_FETCH_OPTIONS);
}
