import { ADMIN_GALLERY_MESSAGES, type TAdminPhoto, type TAdminPhotoFields } from '@iiidem/shared/admin/gallery';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound, removingFilesOnFailure } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { invalidUpload } from '../../lib/private-files';
import { reencodeAdminImage } from '../../lib/uploads/admin-upload';
import {
  PHOTO_MAX_SIDE,
  photoFilePaths,
  readStoredPhoto,
  type StoredPhotoFiles,
  storePhotoFiles,
} from './admin-photo-files';
import { findPhotoRow, toAdminPhoto, updatePhotoRow } from './gallery.admin.repository';

/**
 * Edits a photo (audited 'photo.update'). A new upload replaces the files; a change of category without one
 * copies the stored original into the new category's folder with sizes for its slot (names never clash with
 * the old sizes). The row is read again locked (FOR UPDATE) in the transaction, so of two replacements at once
 * each drops the files the other left: the files this edit replaced are removed after its commit, by it alone;
 * its own new files are removed if the change fails.
 */
export async function updatePhoto(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; fields: TAdminPhotoFields; upload: Buffer | undefined },
): Promise<TAdminPhoto> {
  const db = app.database.db;
  const { id, fields, upload } = input;
  const before = await findPhotoRow(db, id);
  if (!before) throw notFound();
  let stored: StoredPhotoFiles | undefined;
  if (upload) {
    stored = await storePhotoFiles(app, await reencodeAdminImage(upload, 'photo', PHOTO_MAX_SIDE), fields.category_id);
  } else if (fields.category_id !== before.category_id && photoFilePaths(before).length > 0) {
    const original = await readStoredPhoto(app, before.photo_url);
    if (!original) throw invalidUpload('photo', ADMIN_GALLERY_MESSAGES.storedPhotoUnreadable);
    stored = await storePhotoFiles(app, original, fields.category_id);
  }
  const { after, replaced } = await removingFilesOnFailure(app, stored?.paths ?? [], () =>
    db.transaction(async (tx) => {
      const current = await findPhotoRow(tx, id, true);
      if (!current) throw notFound();
      const updated = await updatePhotoRow(tx, id, {
        ...fields,
        ...(stored && { photo_url: stored.photoUrl, width: stored.size.width, height: stored.size.height }),
      });
      if (!updated) throw notFound();
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'photo',
        verb: 'update',
        entityId: id,
        from: current,
        to: updated,
      });
      return { after: updated, replaced: stored ? photoFilePaths(current) : [] };
    }),
  );
  await removePublicFiles(app.files, replaced);
  return toAdminPhoto(after);
}
