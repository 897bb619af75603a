import { PHOTO_CATEGORY, VIDEO_CATEGORY } from '@iiidem/shared/constants';
import type { TPhotoList, TVideoList } from '@iiidem/shared/schemas/gallery';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from '../../lib/api-client';

/**
 * Data-fetch settings (spec 1 §9: de-duplication 2 s, error retry 5 s, focus throttle 5 s). Failures are
 * only logged; the gallery shows its empty state (spec 1 §8).
 */
const GALLERY_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  onError: (error) => console.error('Could not load the gallery', error),
};

export const galleryPhotosKey = `/photos?category_id=${PHOTO_CATEGORY.gallery}`;
export const galleryVideosKey = `/videos?category_id=${VIDEO_CATEGORY.gallery}`;

export function useGalleryPhotos() {
  return useSWR<TPhotoList>(galleryPhotosKey, swrFetcher, GALLERY_FETCH_OPTIONS);
}

export function useGalleryVideos() {
  return useSWR<TVideoList>(galleryVideosKey, swrFetcher, GALLERY_FETCH_OPTIONS);
}
