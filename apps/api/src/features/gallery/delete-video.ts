import type { Database } from '../../db/client';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { deleteVideoRow } from './gallery.admin.repository';

/** Removes a video (audited 'video.delete'). */
export async function deleteVideo(db: Database, input: { actorUserId: number; id: number }): Promise<void> {
  const { id } = input;
  await db.transaction(async (tx) => {
    const row = await deleteVideoRow(tx, id);
    if (!row) throw notFound();
    await auditChange(tx, { actorUserId: input.actorUserId, entity: 'video', verb: 'delete', entityId: id, from: row });
  });
}
