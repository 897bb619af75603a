import { STAFF_MESSAGES, type TStaffAccount } from '@iiidem/shared/admin/staff';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { findStaffAccount, setAccountActive } from './staff.repository';
import { STAFF_ENTITY, staffNotFound } from './staff-account';

/** Reactivates a deactivated staff or admin account (audited 'staff.reactivate'); 409 when it is active. */
export async function reactivateStaffAccount(
  db: Database,
  input: { actorUserId: number; id: number },
  now: Date,
): Promise<TStaffAccount> {
  const { id } = input;
  const account = await db.transaction(async (tx) => {
    const before = await findStaffAccount(tx, id);
    if (!before) throw staffNotFound();
    if (before.active) throw new HttpError(409, STAFF_MESSAGES.alreadyActive);
    await setAccountActive(tx, id, true, now);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'staff.reactivate',
        entity: STAFF_ENTITY,
        entityId: id,
        from: { active: false },
        to: { active: true },
      },
      now,
    );
    return findStaffAccount(tx, id);
  });
  if (!account) throw staffNotFound();
  return account;
}
