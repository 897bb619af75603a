import {
  ADMIN_GALLERY_MESSAGES,
  type TAdminPhoto,
  type TAdminPhotoFields,
  type TAdminVideo,
  type TAdminVideoBody,
} from '@iiidem/shared/admin/gallery';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { photos, videos } from '../../db/schema/content';
import { auditChange, notFound, removingFilesOnFailure } from '../../lib/content/content-crud';
import { describeImageVariants, IMAGE_SLOT_WIDTHS, slotForPhotoCategory } from '../../lib/image-variants';
import { invalidUpload } from '../../lib/private-files';
import { reencodeAdminImage, removePublicFiles } from '../../lib/uploads/admin-upload';
import { photoFilePaths, readStoredPhoto, type StoredPhotoFiles, storePhotoFiles } from './admin-photo-files';
import { videoCategoryExists } from './gallery.repository';

/**
 * Back-office operations on banner/gallery photos and gallery videos. Each change and its audit row commit
 * together; files are written before the row and removed again if the row is not written, and files a
 * change made obsolete are removed only after it committed.
 */

/** Longest side of a stored original (the widest slot size is 1600 px; the lightbox may show more). */
const PHOTO_MAX_SIDE = 2400;

type PhotoRow = typeof photos.$inferSelect;

function toAdminPhoto(row: PhotoRow): TAdminPhoto {
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
    photo_url: row.photo_url,
    width,
    height,
    sort_order: row.sort_order,
    published: row.published,
    variants,
  };
}

/** Every photo of a category, published or not, in display order. */
export async function listAdminPhotos(db: Database, categoryId: number): Promise<TAdminPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.category_id, categoryId))
    .orderBy(asc(photos.sort_order), asc(photos.id));
  return rows.map(toAdminPhoto);
}

async function findPhoto(db: Database, id: number): Promise<PhotoRow> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createPhoto(
  app: FastifyInstance,
  actorUserId: number,
  fields: TAdminPhotoFields,
  upload: Buffer,
): Promise<TAdminPhoto> {
  const image = await reencodeAdminImage(upload, 'photo', PHOTO_MAX_SIDE);
  const stored = await storePhotoFiles(app, image, fields.category_id);
  const row = await removingFilesOnFailure(app, stored.paths, () =>
    app.database.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(photos)
        .values({
          ...fields,
          photo_url: stored.photoUrl,
          width: stored.size.width,
          height: stored.size.height,
        })
        .returning();
      if (!inserted) throw new Error('photo not inserted');
      await auditChange(tx, { actorUserId, entity: 'photo', verb: 'create', entityId: inserted.id, to: inserted });
      return inserted;
    }),
  );
  return toAdminPhoto(row);
}

/**
 * Edits a photo. A new upload replaces the files; a change of category without one copies the stored
 * original into the new category's folder with sizes for its slot (names never clash with the old sizes);
 * the old files are removed once the change has committed.
 */
export async function updatePhoto(
  app: FastifyInstance,
  actorUserId: number,
  id: number,
  fields: TAdminPhotoFields,
  upload: Buffer | undefined,
): Promise<TAdminPhoto> {
  const db = app.database.db;
  const before = await findPhoto(db, id);
  let stored: StoredPhotoFiles | undefined;
  if (upload) {
    stored = await storePhotoFiles(app, await reencodeAdminImage(upload, 'photo', PHOTO_MAX_SIDE), fields.category_id);
  } else if (fields.category_id !== before.category_id && photoFilePaths(before).length > 0) {
    const original = await readStoredPhoto(app, before.photo_url);
    if (!original) throw invalidUpload('photo', ADMIN_GALLERY_MESSAGES.storedPhotoUnreadable);
    stored = await storePhotoFiles(app, original, fields.category_id);
  }
  const after = await removingFilesOnFailure(app, stored?.paths ?? [], () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(photos)
        .set({
          ...fields,
          ...(stored && { photo_url: stored.photoUrl, width: stored.size.width, height: stored.size.height }),
        })
        .where(eq(photos.id, id))
        .returning();
      if (!updated) throw notFound();
      await auditChange(tx, { actorUserId, entity: 'photo', verb: 'update', entityId: id, from: before, to: updated });
      return updated;
    }),
  );
  if (stored) await removePublicFiles(app, photoFilePaths(before));
  return toAdminPhoto(after);
}

export async function deletePhoto(app: FastifyInstance, actorUserId: number, id: number): Promise<void> {
  const removed = await app.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(photos).where(eq(photos.id, id)).returning();
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'photo', verb: 'delete', entityId: id, from: row });
    return row;
  });
  await removePublicFiles(app, photoFilePaths(removed));
}

// ---------- Videos ----------

type VideoRow = typeof videos.$inferSelect;

function toAdminVideo(row: VideoRow): TAdminVideo {
  const { id, category_id, title, youtube_url, sort_order, published } = row;
  return { id, category_id, title, youtube_url, sort_order, published };
}

export async function listAdminVideos(db: Database, categoryId: number): Promise<TAdminVideo[]> {
  const rows = await db
    .select()
    .from(videos)
    .where(eq(videos.category_id, categoryId))
    .orderBy(asc(videos.sort_order), asc(videos.id));
  return rows.map(toAdminVideo);
}

async function assertVideoCategory(db: Database, categoryId: number) {
  if (!(await videoCategoryExists(db, categoryId))) {
    throw invalidUpload('category_id', ADMIN_GALLERY_MESSAGES.videoCategory);
  }
}

export async function createVideo(app: FastifyInstance, actorUserId: number, body: TAdminVideoBody) {
  const db = app.database.db;
  await assertVideoCategory(db, body.category_id);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(videos).values(body).returning();
    if (!inserted) throw new Error('video not inserted');
    await auditChange(tx, { actorUserId, entity: 'video', verb: 'create', entityId: inserted.id, to: inserted });
    return inserted;
  });
  return toAdminVideo(row);
}

export async function updateVideo(app: FastifyInstance, actorUserId: number, id: number, body: TAdminVideoBody) {
  const db = app.database.db;
  const [exists] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  if (!exists) throw notFound();
  await assertVideoCategory(db, body.category_id);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(videos).where(eq(videos.id, id)).limit(1);
    if (!before) throw notFound();
    const [updated] = await tx.update(videos).set(body).where(eq(videos.id, id)).returning();
    if (!updated) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'video', verb: 'update', entityId: id, from: before, to: updated });
    return updated;
  });
  return toAdminVideo(row);
}

export async function deleteVideo(app: FastifyInstance, actorUserId: number, id: number): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId, entity: 'video', verb: 'delete', entityId: id, from: row });
  });
}
