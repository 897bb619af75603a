import type { TAdminTrainingBody } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange, notFound } from '../../lib/content/content-crud';
import { assertTrainingCodeFree, withCodeClashAs409 } from './training-code';
import { adminTrainingOr404 } from './training-records';
import { findTrainingRow, updateTrainingRow } from './trainings.admin.repository';

/** Edits a training (audited 'training.update'); 404 when unknown, 409 when its new code is taken. */
export async function updateTraining(
  app: FastifyInstance,
  input: { actorUserId: number; id: number; body: TAdminTrainingBody },
) {
  const db = app.database.db;
  const { id, body } = input;
  if (!(await findTrainingRow(db, id))) throw notFound();
  await assertTrainingCodeFree(db, body.training_code, id);
  await withCodeClashAs409(() =>
    db.transaction(async (tx) => {
      const before = await findTrainingRow(tx, id);
      if (!before) throw notFound();
      const after = await updateTrainingRow(tx, id, body);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'training',
        verb: 'update',
        entityId: id,
        from: before,
        to: after,
      });
    }),
  );
  return adminTrainingOr404(db, id);
}
