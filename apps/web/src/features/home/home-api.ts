import type { TCourseSelectionResponse } from '@iiidem/shared/courses/api';
import type { TPhotoList } from '@iiidem/shared/gallery/api';
import { HOME_TAB_MAX_ITEMS } from '@iiidem/shared/limits';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRImmutable from 'swr/immutable';

/** Failures are only logged; each block shows its empty state (spec 1 §8). */
const HOME_FETCH_OPTIONS: SWRConfiguration = {
  onError: (error) => console.error('Could not load a home page block', error),
};

export type HomeCourseKind = 'ongoing' | 'upcoming';

export const homeCoursesKey = (kind: HomeCourseKind) => `/courses/${kind}?limit=${HOME_TAB_MAX_ITEMS}`;

/** Ongoing or upcoming courses for a home tab: fetched once, when the tab is first shown, then kept. */
export function useHomeCourses(kind: HomeCourseKind) {
  return useSWRImmutable<TCourseSelectionResponse>(homeCoursesKey(kind), HOME_FETCH_OPTIONS);
}

export const homePhotosKey = (categoryId: number) => `/photos?category_id=${categoryId}`;

/** Photos of a category: 1 for the banner, 2 for the gallery teaser. */
export function useHomePhotos(categoryId: number) {
  return useSWR<TPhotoList>(homePhotosKey(categoryId), HOME_FETCH_OPTIONS);
}
