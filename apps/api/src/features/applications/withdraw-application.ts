import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { MY_APPLICATION_MESSAGES, withdrawalRefusal } from '@iiidem/shared/nominations/my-application';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { findMyApplication, markWithdrawn } from './applications.repository';

/** The audit action staff see in the application's timeline. */
export const WITHDRAW_ACTION = 'application.withdraw';

/**
 * The applicant withdraws their application while it is unreviewed (issue 17): the status becomes Withdrawn and
 * the change is audited (the applicant as the actor), in one transaction. 404 when it is not the caller's; 409
 * with the reason once reviewed, completed or already withdrawn.
 */
export async function withdrawApplication(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<{ id: number; application_status: number }> {
  return db.transaction(async (tx) => {
    const row = await findMyApplication(tx, userId, id);
    if (!row) throw new HttpError(404, MY_APPLICATION_MESSAGES.notFound);
    const refusal = withdrawalRefusal({
      application_status: row.application_status,
      completed: row.completed_at !== null,
    });
    if (refusal) throw new HttpError(409, refusal);
    // The update checks the status again: a reviewer's change that commits first makes it change nothing.
    if (!(await markWithdrawn(tx, userId, id, now))) throw new HttpError(409, MY_APPLICATION_MESSAGES.notWithdrawable);
    await recordAudit(
      tx,
      {
        actorUserId: userId,
        action: WITHDRAW_ACTION,
        entity: 'application',
        entityId: id,
        from: row.application_status,
        to: APPLICATION_STATUS.withdrawn,
      },
      now,
    );
    return { id, application_status: APPLICATION_STATUS.withdrawn };
  });
}
