import { PHOTO_CATEGORY } from '@iiidem/shared/constants';
import type { FastifyInstance } from 'fastify';
import {
  newPublicFilePath,
  PUBLIC_FILES_PREFIX,
  readPublicFile,
  removePublicFiles,
  writePublicFile,
} from '../../lib/files/public-files';
import {
  describeImageVariants,
  generateImageVariants,
  IMAGE_SLOT_WIDTHS,
  type PixelSize,
  slotForPhotoCategory,
} from '../../lib/image-variants';

/**
 * The files of a back-office photo: the re-encoded original under /files/banners/ or /files/gallery/ and
 * its responsive sizes for the category's slot (the same layout the seed writes, so the public pages
 * treat uploaded and seeded photos alike).
 */

/** Longest side of a stored original (the widest slot size is 1600 px; the lightbox may show more). */
export const PHOTO_MAX_SIDE = 2400;

export type StoredPhotoFiles = { photoUrl: string; size: PixelSize; paths: string[] };

/** Where photos of a category live: banners for the home slider, gallery for everything else. */
export function photoAreaFor(categoryId: number): 'banners' | 'gallery' {
  return categoryId === PHOTO_CATEGORY.slider ? 'banners' : 'gallery';
}

/**
 * Writes a (re-encoded) photo and its sizes for `categoryId` under a new random name. Either every file
 * is written or none is left behind.
 */
export async function storePhotoFiles(app: FastifyInstance, bytes: Buffer, categoryId: number) {
  const photoUrl = newPublicFilePath(photoAreaFor(categoryId), 'jpg');
  const written: string[] = [];
  try {
    const { size, files } = await generateImageVariants(
      bytes,
      photoUrl,
      IMAGE_SLOT_WIDTHS[slotForPhotoCategory(categoryId)],
    );
    for (const file of [{ path: photoUrl, data: bytes }, ...files]) {
      await writePublicFile(app.files, file.path, file.data);
      written.push(file.path);
    }
    return { photoUrl, size, paths: written } satisfies StoredPhotoFiles;
  } catch (error) {
    await removePublicFiles(app.files, written);
    throw error;
  }
}

/**
 * Every file a stored photo may have: the original and its sizes for either slot (a photo moved between
 * categories keeps no sizes of its old slot, but removing a name that is not there is harmless).
 */
export function photoFilePaths(photo: { photo_url: string; width: number | null; height: number | null }) {
  if (!photo.photo_url.startsWith(PUBLIC_FILES_PREFIX)) return [];
  const { width, height } = photo;
  const variants =
    width && height
      ? [IMAGE_SLOT_WIDTHS.banner, IMAGE_SLOT_WIDTHS.gallery].flatMap((widths) =>
          describeImageVariants(photo.photo_url, { width, height }, widths),
        )
      : [];
  return [photo.photo_url, ...new Set(variants.flatMap((variant) => [variant.webp, variant.jpeg]))];
}

/** The bytes of a photo this portal stored (under /files/), or undefined when it cannot be read. */
export function readStoredPhoto(app: FastifyInstance, publicPath: string): Promise<Buffer | undefined> {
  return readPublicFile(app.files, publicPath);
}
