import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { removePublicFiles } from '../../lib/files/public-files';
import { storedPaths } from './session-file-storage';
import { sessionOr404 } from './training-records';
import { deleteSessionRow, findFilesOfSession } from './trainings.admin.repository';

/** Removes a session with its files (audited 'training_session.delete'; stored files go after the commit). */
export async function deleteTrainingSession(
  app: FastifyInstance,
  input: { actorUserId: number; trainingId: number; sessionId: number },
) {
  const db = app.database.db;
  const { trainingId, sessionId } = input;
  await sessionOr404(db, trainingId, sessionId);
  const files = await db.transaction(async (tx) => {
    const sessionFiles = await findFilesOfSession(tx, sessionId);
    const row = await deleteSessionRow(tx, trainingId, sessionId);
    if (!row) throw notFound();
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'training_session',
      verb: 'delete',
      entityId: sessionId,
      from: row,
    });
    return sessionFiles;
  });
  await removePublicFiles(app.files, storedPaths(files));
}
