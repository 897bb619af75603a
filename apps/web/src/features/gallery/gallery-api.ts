import { PHOTO_CATEGORY, VIDEO_CATEGORY } from '@iiidem/shared/constants';
import type { TPhotoList, TVideoList } from '@iiidem/shared/gallery/api';
import useSWR, { type SWRConfiguration } from 'swr';

/** Failures are only logged; the gallery shows its empty state (spec 1 §8). */
const GALLERY_FETCH_OPTIONS: SWRConfiguration = {
  onError: (error) => console.error('Could not load the gallery', error),
};

export const galleryPhotosKey = `/photos?category_id=${PHOTO_CATEGORY.gallery}`;
export const galleryVideosKey = `/videos?category_id=${VIDEO_CATEGORY.gallery}`;

export function useGalleryPhotos() {
  return useSWR<TPhotoList>(galleryPhotosKey, GALLERY_FETCH_OPTIONS);
}

export function useGalleryVideos() {
  return useSWR<TVideoList>(galleryVideosKey, GALLERY_FETCH_OPTIONS);
}
