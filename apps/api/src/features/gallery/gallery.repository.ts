import type { TPhoto, TVideo } from '@iiidem/shared/gallery/api';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoCategories, photos, videoCategories, videos } from '../../db/schema/content';
import { describeImageVariants, IMAGE_SLOT_WIDTHS, slotForPhotoCategory } from '../../lib/image-variants';

export async function photoCategoryExists(db: Database, categoryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: photoCategories.id })
    .from(photoCategories)
    .where(eq(photoCategories.id, categoryId))
    .limit(1);
  return rows.length > 0;
}

export async function videoCategoryExists(db: Database, categoryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: videoCategories.id })
    .from(videoCategories)
    .where(eq(videoCategories.id, categoryId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Up to `limit` published photos of a category in display order, each with its responsive sizes. A photo without a
 * known pixel size is left out: every photo the site shows reserves its space before it loads.
 */
export async function findPhotos(db: Database, categoryId: number, limit: number): Promise<TPhoto[]> {
  const rows = await db
    .select({
      id: photos.id,
      category_id: photos.category_id,
      title: photos.title,
      photo_url: photos.photo_url,
      width: photos.width,
      height: photos.height,
    })
    .from(photos)
    .where(
      and(
        eq(photos.category_id, categoryId),
        eq(photos.published, true),
        isNotNull(photos.width),
        isNotNull(photos.height),
      ),
    )
    .orderBy(asc(photos.sort_order), asc(photos.id))
    .limit(limit);
  const widths = IMAGE_SLOT_WIDTHS[slotForPhotoCategory(categoryId)];
  return rows.flatMap((row) => {
    const { width, height } = row;
    if (width === null || height === null) return [];
    return [{ ...row, width, height, variants: describeImageVariants(row.photo_url, { width, height }, widths) }];
  });
}

/** Up to `limit` published videos of a category in display order. */
export async function findVideos(db: Database, categoryId: number, limit: number): Promise<TVideo[]> {
  return db
    .select({ id: videos.id, title: videos.title, youtube_url: videos.youtube_url })
    .from(videos)
    .where(and(eq(videos.category_id, categoryId), eq(videos.published, true)))
    .orderBy(asc(videos.sort_order), asc(videos.id))
    .limit(limit);
}
