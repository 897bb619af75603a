import { PERSONAL_DATA_MESSAGES, type TOwnDeletionRequest } from '@iiidem/shared/accounts/personal-data';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserById } from '../../lib/users.repository';
import { type DeletionRequestRow, insertDeletionRequest } from './personal-data.repository';

/** The person's view of a deletion request row. */
export function ownDeletionRequestOf(row: DeletionRequestRow): TOwnDeletionRequest {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requested_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    declineReason: row.decline_reason,
  };
}

/**
 * An applicant asks for their account to be deleted (issue 17), confirming with their password: an open request
 * staff see in the back office. Staff accounts are closed by an administrator instead (403); a second open
 * request is refused (409); a wrong password is a field error (400).
 */
export async function requestAccountDeletion(
  db: Database,
  input: { userId: number; password: string },
  now: Date,
): Promise<DeletionRequestRow> {
  const user = await findUserById(db, input.userId);
  if (!user) throw new HttpError(404, PERSONAL_DATA_MESSAGES.requestNotFound);
  if (user.role !== 'applicant') throw new HttpError(403, PERSONAL_DATA_MESSAGES.staffAccountsClosedByAdmin);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new HttpError(400, PERSONAL_DATA_MESSAGES.passwordIncorrect, [
      { path: 'password', msg: PERSONAL_DATA_MESSAGES.passwordIncorrect },
    ]);
  }
  return db.transaction(async (tx) => {
    const row = await insertDeletionRequest(tx, input.userId, now);
    if (!row) throw new HttpError(409, PERSONAL_DATA_MESSAGES.deletionAlreadyRequested);
    await recordAudit(
      tx,
      {
        actorUserId: input.userId,
        action: 'data_request.create',
        entity: 'data_request',
        entityId: row.id,
        to: { kind: 'deletion', status: 'open' },
      },
      now,
    );
    return row;
  });
}
