import type { TAdminTrainingBody } from '@iiidem/shared/admin/trainings';
import type { FastifyInstance } from 'fastify';
import { auditChange } from '../../lib/content/content-crud';
import { assertTrainingCodeFree, withCodeClashAs409 } from './training-code';
import { adminTrainingOr404 } from './training-records';
import { insertTraining } from './trainings.admin.repository';

/** Adds a training (audited 'training.create'); 409 when its code is taken. */
export async function createTraining(app: FastifyInstance, input: { actorUserId: number; body: TAdminTrainingBody }) {
  const db = app.database.db;
  await assertTrainingCodeFree(db, input.body.training_code);
  const id = await withCodeClashAs409(() =>
    db.transaction(async (tx) => {
      const row = await insertTraining(tx, input.body);
      await auditChange(tx, {
        actorUserId: input.actorUserId,
        entity: 'training',
        verb: 'create',
        entityId: row.id,
        to: row,
      });
      return row.id;
    }),
  );
  return adminTrainingOr404(db, id);
}
