import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { photoFilePaths } from './admin-photo-files';
import { deletePhotoRow } from './gallery.admin.repository';

/** Removes a photo (audited 'photo.delete') and then its files. */
export async function deletePhoto(app: FastifyInstance, input: { actorUserId: number; id: number }): Promise<void> {
  const { id } = input;
  const removed = await app.database.db.transaction(async (tx) => {
    const row = await deletePhotoRow(tx, id);
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId: input.actorUserId, entity: 'photo', verb: 'delete', entityId: id, from: row });
    return row;
  });
  await removePublicFiles(app.files, photoFilePaths(removed));
}
