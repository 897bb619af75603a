import type { TAdminSessionBody } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { sessionAnswer, sessionOr404 } from './training-records';
import { updateSessionRow } from './trainings.admin.repository';

/** Edits a session (audited 'training_session.update'); 404 when unknown or of another training. */
export async function updateTrainingSession(
  app: FastifyInstance,
  input: { actorUserId: number; trainingId: number; sessionId: number; body: TAdminSessionBody },
) {
  const db = app.database.db;
  const { sessionId } = input;
  const before = await sessionOr404(db, input.trainingId, sessionId);
  const row = await db.transaction(async (tx) => {
    const updated = await updateSessionRow(tx, sessionId, input.body);
    if (!updated) throw notFound();
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'training_session',
      verb: 'update',
      entityId: sessionId,
      from: before,
      to: updated,
    });
    return updated;
  });
  return sessionAnswer(row);
}
