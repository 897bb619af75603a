import type { TPhoto } from '@iiidem/shared/gallery/api';

/** Banner and teaser photos shown only with both an address and a title (as in the gallery, spec 1 §2). */
export function keepPhotosWithTitles(photos: readonly TPhoto[]): TPhoto[] {
  return photos.filter((photo) => photo.photo_url.trim() !== '' && photo.title.trim() !== '');
}
