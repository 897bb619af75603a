import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { storedPaths } from './session-file-storage';
import { deleteTrainingRow, findFilesOfTraining } from './trainings.admin.repository';

/** Removes a training with its sessions and files (rows cascade; stored files go after the commit). */
export async function deleteTraining(app: FastifyInstance, input: { actorUserId: number; id: number }) {
  const { id } = input;
  const files = await app.database.db.transaction(async (tx) => {
    const sessionFiles = await findFilesOfTraining(tx, id);
    const row = await deleteTrainingRow(tx, id);
    if (!row) throw notFound();
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'training',
      verb: 'delete',
      entityId: id,
      from: row,
    });
    return sessionFiles;
  });
  await removePublicFiles(app.files, storedPaths(files));
}
