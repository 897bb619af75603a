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
 * Up to `limit` published photos of a category in display order, each with its responsive sizes; undefined when
 * there is no such category (one query: the category left-joined to its photos). A photo without a known pixel
 * size is left out: every photo the site shows reserves its space before it loads.
 */
export async function findPhotos(db: Database, categoryId: number, limit: number): Promise<TPhoto[] | undefined> {
  const rows = await db
    .select({
      id: photos.id,
      category_id: photos.category_id,
      title: photos.title,
      titleHi: photos.title_hi,
      photo_url: photos.photo_url,
      width: photos.width,
      height: photos.height,
    })
    .from(photoCategories)
    .leftJoin(
      photos,
      and(
        eq(photos.category_id, photoCategories.id),
        eq(photos.published, true),
        isNotNull(photos.width),
        isNotNull(photos.height),
      ),
    )
    .where(eq(photoCategories.id, categoryId))
    .orderBy(asc(photos.sort_order), asc(photos.id))
    .limit(limit);
  if (rows.length === 0) return undefined;
  const widths = IMAGE_SLOT_WIDTHS[slotForPhotoCategory(categoryId)];
  return rows.flatMap((row) => {
    const { id, category_id, title, titleHi, photo_url, width, height } = row;
    if (id === null || category_id === null || title === null || titleHi === null || photo_url === null) return [];
    if (width === null || height === null) return [];
    return [
      {
        id,
        category_id,
        title,
        titleHi,
        photo_url,
        width,
        height,
        variants: describeImageVariants(photo_url, { width, height }, widths),
      },
    ];
  });
}

/**
 * Up to `limit` published videos of a category in display order; undefined when there is no such category
 * (one query: the category left-joined to its videos).
 */
export async function findVideos(db: Database, categoryId: number, limit: number): Promise<TVideo[] | undefined> {
  const rows = await db
    .select({ id: videos.id, title: videos.title, titleHi: videos.title_hi, youtube_url: videos.youtube_url })
    .from(videoCategories)
    .leftJoin(videos, and(eq(videos.category_id, videoCategories.id), eq(videos.published, true)))
    .where(eq(videoCategories.id, categoryId))
    .orderBy(asc(videos.sort_order), asc(videos.id))
    .limit(limit);
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ id, title, titleHi, youtube_url }) =>
    id === null || title === null || titleHi === null || youtube_url === null
      ? []
      : [{ id, title, titleHi, youtube_url }],
  );
}
