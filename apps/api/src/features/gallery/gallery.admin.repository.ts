import type { TAdminPhoto, TAdminPhotoFields, TAdminVideo, TAdminVideoBody } from '@iiidem/shared/admin/gallery';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { hindiColumns } from '../../db/hindi-values';
import { photos, videos } from '../../db/schema/content';
import { describeImageVariants, IMAGE_SLOT_WIDTHS, slotForPhotoCategory } from '../../lib/image-variants';

/** The back office's queries on banner/gallery photos and gallery videos. */

type PhotoRow = typeof photos.$inferSelect;
type VideoRow = typeof videos.$inferSelect;
/** The stored original and its pixel size, set when the photo's files are (re)written. */
type PhotoFile = Pick<PhotoRow, 'photo_url' | 'width' | 'height'>;

export function toAdminPhoto(row: PhotoRow): TAdminPhoto {
  const { width, height } = row;
  const variants =
    width && height
      ? describeImageVariants(
          row.photo_url,
          { width, height },
          IMAGE_SLOT_WIDTHS[slotForPhotoCategory(row.category_id)],
        )
      : [];
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    titleHi: row.title_hi,
    photo_url: row.photo_url,
    width,
    height,
    sort_order: row.sort_order,
    published: row.published,
    variants,
  };
}

export function toAdminVideo(row: VideoRow): TAdminVideo {
  const { id, category_id, title, youtube_url, sort_order, published } = row;
  return { id, category_id, title, titleHi: row.title_hi, youtube_url, sort_order, published };
}

// ---------- Photos ----------

/** Every photo of a category, published or not, in display order. */
export async function listAdminPhotos(db: Database, categoryId: number): Promise<TAdminPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.category_id, categoryId))
    .orderBy(asc(photos.sort_order), asc(photos.id));
  return rows.map(toAdminPhoto);
}

/** One photo; with `lock` (in a transaction), the row stays locked until the transaction ends. */
export async function findPhotoRow(executor: Executor, id: number, lock = false): Promise<PhotoRow | undefined> {
  const query = executor.select().from(photos).where(eq(photos.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPhoto(executor: Executor, values: TAdminPhotoFields & PhotoFile) {
  const [row] = await executor.insert(photos).values(hindiColumns(values)).returning();
  if (!row) throw new Error('photo not inserted');
  return row;
}

export async function updatePhotoRow(executor: Executor, id: number, values: TAdminPhotoFields & Partial<PhotoFile>) {
  const [row] = await executor.update(photos).set(hindiColumns(values)).where(eq(photos.id, id)).returning();
  return row;
}

export async function deletePhotoRow(executor: Executor, id: number) {
  const [row] = await executor.delete(photos).where(eq(photos.id, id)).returning();
  return row;
}

// ---------- Videos ----------

/** Every video of a category, published or not, in display order. */
export async function listAdminVideos(db: Database, categoryId: number): Promise<TAdminVideo[]> {
  const rows = await db
    .select()
    .from(videos)
    .where(eq(videos.category_id, categoryId))
    .orderBy(asc(videos.sort_order), asc(videos.id));
  return rows.map(toAdminVideo);
}

export async function findVideoRow(executor: Executor, id: number): Promise<VideoRow | undefined> {
  const [row] = await executor.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

export async function insertVideo(executor: Executor, body: TAdminVideoBody) {
  const [row] = await executor.insert(videos).values(hindiColumns(body)).returning();
  if (!row) throw new Error('video not inserted');
  return row;
}

export async function updateVideoRow(executor: Executor, id: number, body: TAdminVideoBody) {
  const [row] = await executor.update(videos).set(hindiColumns(body)).where(eq(videos.id, id)).returning();
  return row;
}

export async function deleteVideoRow(executor: Executor, id: number) {
  const [row] = await executor.delete(videos).where(eq(videos.id, id)).returning();
  return row;
}
