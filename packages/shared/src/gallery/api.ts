import { z } from 'zod';
import { ZCategoryId } from '../common/list-query';

/** The id of a photo or video category in a query string (photos: 1 slider, 2 gallery; videos: 1). */
export const ZCategoryQuery = z.strictObject({
  category_id: ZCategoryId.describe('Category id'),
});

/** One stored size of a photo, in WebP and in JPEG (for browsers without WebP). */
export const ZImageVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
  jpeg: z.string(),
});
export type TImageVariant = z.infer<typeof ZImageVariant>;

/** A banner or gallery photo (spec 1 §3) with its pixel size and its sizes for responsive images. */
export const ZPhoto = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  photo_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Narrowest first; empty for a photo stored at an outside address. */
  variants: z.array(ZImageVariant),
});
export type TPhoto = z.infer<typeof ZPhoto>;

export const ZPhotoList = z.object({ success: z.literal(true), data: z.array(ZPhoto) });
export type TPhotoList = z.infer<typeof ZPhotoList>;

/** A gallery video; youtube_url is an embed address, HTML-escaped as the spec says it arrives. */
export const ZVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  youtube_url: z.string(),
});
export type TVideo = z.infer<typeof ZVideo>;

export const ZVideoList = z.object({ success: z.literal(true), data: z.array(ZVideo) });
export type TVideoList = z.infer<typeof ZVideoList>;
