import type { TAdminPhoto, TAdminPhotoFields } from '@iiidem/shared/admin/gallery';
import type { FastifyInstance } from 'fastify';
import { auditChange, removingFilesOnFailure } from '../../lib/content/content-crud';
import { reencodeAdminImage } from '../../lib/uploads/admin-upload';
import { PHOTO_MAX_SIDE, storePhotoFiles } from './admin-photo-files';
import { insertPhoto, toAdminPhoto } from './gallery.admin.repository';

/** Adds a photo (audited 'photo.create'): the files are written first and removed again if the row is not. */
export async function createPhoto(
  app: FastifyInstance,
  input: { actorUserId: number; fields: TAdminPhotoFields; upload: Buffer },
): Promise<TAdminPhoto> {
  const { fields } = input;
  const image = await reencodeAdminImage(input.upload, 'photo', PHOTO_MAX_SIDE);
  const stored = await storePhotoFiles(app, image, fields.category_id);
  const row = await removingFilesOnFailure(app, stored.paths, () =>
    app.database.db.transaction(async (tx) => {
      const inserted = await insertPhoto(tx, {
        ...fields,
        photo_url: stored.photoUrl,
        width: stored.size.width,
        height: stored.size.height,
      });
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'photo',
        verb: 'create',
        entityId: inserted.id,
        to: inserted,
      });
      return inserted;
    }),
  );
  return toAdminPhoto(row);
}
