import type { TAdminVideoBody } from '@iiidem/shared/admin/gallery';
import type { Database } from '../../db/client';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { findVideoRow, toAdminVideo, updateVideoRow } from './gallery.admin.repository';
import { assertVideoCategory } from './video-category';

/** Edits a video (audited 'video.update'); 404 when unknown, 400 when the category is not a video category. */
export async function updateVideo(db: Database, input: { actorUserId: number; id: number; body: TAdminVideoBody }) {
  const { id, body } = input;
  if (!(await findVideoRow(db, id))) throw notFound();
  await assertVideoCategory(db, body.category_id);
  const row = await db.transaction(async (tx) => {
    const before = await findVideoRow(tx, id);
    if (!before) throw notFound();
    const updated = await updateVideoRow(tx, id, body);
    if (!updated) throw notFound();
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'video',
      verb: 'update',
      entityId: id,
      from: before,
      to: updated,
    });
    return updated;
  });
  return toAdminVideo(row);
}
