import { STAFF_MESSAGES, type TStaffAccount } from '@iiidem/shared/admin/staff';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { revokeUserSessions } from '../../lib/sessions';
import { countOtherActiveAdmins, findStaffAccount, setAccountActive } from './staff.repository';
import { STAFF_ENTITY, staffNotFound } from './staff-account';

/**
 * Deactivates a staff or admin account and ends every session of it at once (audited 'staff.deactivate').
 * 409 for yourself, an inactive account, or the last active admin.
 */
export async function deactivateStaffAccount(
  db: Database,
  input: { actorUserId: number; id: number },
  now: Date,
): Promise<TStaffAccount> {
  const { id } = input;
  if (id === input.actorUserId) throw new HttpError(409, STAFF_MESSAGES.cannotDeactivateSelf);
  const account = await db.transaction(async (tx) => {
    const before = await findStaffAccount(tx, id);
    if (!before) throw staffNotFound();
    if (!before.active) throw new HttpError(409, STAFF_MESSAGES.alreadyInactive);
    if (before.role === 'admin' && (await countOtherActiveAdmins(tx, id)) === 0) {
      throw new HttpError(409, STAFF_MESSAGES.lastAdmin);
    }
    await setAccountActive(tx, id, false, now);
    await revokeUserSessions(tx, id, now);
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'staff.deactivate',
        entity: STAFF_ENTITY,
        entityId: id,
        from: { active: true },
        to: { active: false },
      },
      now,
    );
    return findStaffAccount(tx, id);
  });
  if (!account) throw staffNotFound();
  return account;
}
