import type { TAdminSessionBody } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
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
  return {
    id: row.id,
    session_name: row.session_name,
    session_nameHi: row.session_name_hi,
    session_desc: row.session_desc,
    session_descHi: row.session_desc_hi,
    sort_order: row.sort_order,
  };
}
