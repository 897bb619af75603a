import { PHOTO_CATEGORY } from '@iiidem/shared/constants';
import type { TImageVariant } from '@iiidem/shared/gallery/api';
import sharp from 'sharp';

/**
 * Responsive sizes of stored photos. Each photo is stored once as uploaded (or seeded) and once per width
 * of its slot, in WebP and in JPEG, next to the original in the file store (lib/files/): `gallery/photo.jpg`
 * gets `gallery/photo-400w.webp`, `gallery/photo-400w.jpg` ... The names follow from the original's path and
 * size alone, so the API can list a photo's sizes without asking the store. The seed and the back office's
 * upload both make them with `generateImageVariants` and write them through the store.
 */
export type ImageSlot = 'banner' | 'gallery';

/** Widths per slot: full-width banners on phones, tablets, desktops; gallery thumbnails and lightbox. */
export const IMAGE_SLOT_WIDTHS: Record<ImageSlot, readonly number[]> = {
  banner: [480, 960, 1600],
  gallery: [400, 800, 1200],
};

export const IMAGE_VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const EXTENSIONS: Record<ImageVariantFormat, string> = { webp: 'webp', jpeg: 'jpg' };
// Low effort encodes several times faster than the default (the seed writes ~120 files) for slightly larger files.
const WEBP_OPTIONS = { quality: 76, effort: 1 } as const;
const JPEG_OPTIONS = { quality: 78, progressive: true } as const;

/** Category 1 photos fill the home banner; every other category is shown as gallery thumbnails. */
export function slotForPhotoCategory(categoryId: number): ImageSlot {
  return categoryId === PHOTO_CATEGORY.slider ? 'banner' : 'gallery';
}

export type PixelSize = { width: number; height: number };

/**
 * The sizes to store for an original of `size`: every slot width not wider than the original (never
 * upscaled), or the original's own width when it is narrower than them all. Heights keep the aspect ratio.
 */
export function planImageVariants(size: PixelSize, widths: readonly number[]): PixelSize[] {
  if (!(size.width > 0 && size.height > 0)) return [];
  const fitting = [...new Set(widths)].filter((width) => width > 0 && width <= size.width).sort((a, b) => a - b);
  const chosen = fitting.length > 0 ? fitting : [size.width];
  return chosen.map((width) => ({ width, height: Math.max(1, Math.round((size.height * width) / size.width)) }));
}

/** 'gallery/photo-01.jpg' + 400 + 'webp' -> 'gallery/photo-01-400w.webp' (works on paths and /files/ URLs). */
export function variantPath(originalPath: string, width: number, format: ImageVariantFormat): string {
  const slash = originalPath.lastIndexOf('/');
  const dot = originalPath.lastIndexOf('.');
  const stem = dot > slash ? originalPath.slice(0, dot) : originalPath;
  return `${stem}-${width}w.${EXTENSIONS[format]}`;
}

/**
 * The variants of a stored photo as the API returns them. Photos at an outside address (http...) have
 * none: only files this portal wrote have sizes.
 */
export function describeImageVariants(photoUrl: string, size: PixelSize, widths: readonly number[]): TImageVariant[] {
  if (!photoUrl.startsWith('/files/')) return [];
  return planImageVariants(size, widths).map((variant) => ({
    ...variant,
    webp: variantPath(photoUrl, variant.width, 'webp'),
    jpeg: variantPath(photoUrl, variant.width, 'jpeg'),
  }));
}

/** Pixels decoded once, so each size is a resize of memory rather than a fresh decode of the file. */
type DecodedImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function decodeImage(source: Buffer): Promise<DecodedImage> {
  const { data, info } = await sharp(source).autoOrient().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function encodeVariant(image: DecodedImage, size: PixelSize, format: ImageVariantFormat): Promise<Buffer> {
  const resized = sharp(image.data, { raw: image.info }).resize({
    width: size.width,
    height: size.height,
    fit: 'cover',
  });
  return format === 'webp' ? resized.webp(WEBP_OPTIONS).toBuffer() : resized.jpeg(JPEG_OPTIONS).toBuffer();
}

export type GeneratedVariantFile = { path: string; width: number; height: number; data: Buffer };

/**
 * Every variant file of an original stored at `originalPath` (its public key or /files/ path), from
 * the original's bytes (any format sharp reads; orientation applied, metadata dropped). Returns the
 * original's upright size and the files' paths and bytes; the caller stores them.
 */
export async function generateImageVariants(
  source: Buffer,
  originalPath: string,
  widths: readonly number[],
): Promise<{ size: PixelSize; files: GeneratedVariantFile[] }> {
  const image = await decodeImage(source);
  const size = { width: image.info.width, height: image.info.height };
  const files = await Promise.all(
    planImageVariants(size, widths).flatMap((variant) =>
      IMAGE_VARIANT_FORMATS.map(async (format) => ({
        path: variantPath(originalPath, variant.width, format),
        ...variant,
        data: await encodeVariant(image, variant, format),
      })),
    ),
  );
  return { size, files };
}
