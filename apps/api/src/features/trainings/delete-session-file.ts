import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { storedPaths } from './session-file-storage';
import { type SessionFileIds, sessionFileOr404 } from './training-records';
import { deleteSessionFileRow } from './trainings.admin.repository';

/** Removes a session file (audited 'training_file.delete') and then its stored PDF or image. */
export async function deleteSessionFile(app: FastifyInstance, input: { actorUserId: number; ids: SessionFileIds }) {
  const db = app.database.db;
  const { ids } = input;
  await sessionFileOr404(db, ids);
  const removed = await db.transaction(async (tx) => {
    const row = await deleteSessionFileRow(tx, ids.fileId);
    if (!row) throw notFound();
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'training_file',
      verb: 'delete',
      entityId: ids.fileId,
      from: row,
    });
    return row;
  });
  await removePublicFiles(app.files, storedPaths([removed]));
}
