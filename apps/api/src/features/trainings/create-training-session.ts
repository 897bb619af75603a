import type { TAdminSessionBody } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { sessionAnswer } from './training-records';
import { findTrainingRow, insertSession } from './trainings.admin.repository';

/** Adds a session to a training (audited 'training_session.create'); 404 when the training is unknown. */
export async function createTrainingSession(
  app: FastifyInstance,
  input: { actorUserId: number; trainingId: number; body: TAdminSessionBody },
) {
  const db = app.database.db;
  if (!(await findTrainingRow(db, input.trainingId))) throw notFound();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertSession(tx, input.trainingId, input.body);
    await auditChange(tx, {
      actorUserId: input.actorUserId,
      entity: 'training_session',
      verb: 'create',
      entityId: inserted.id,
      to: inserted,
    });
    return inserted;
  });
  return sessionAnswer(row);
}
