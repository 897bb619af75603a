import type { TBulkSkipReason } from '@iiidem/shared/admin/applications';
import type { Database } from '../../db/client';
import { lockApplicationsForChange } from './admin-applications.repository';
import { applyChange, planItem, type StatusChange } from './status-change';

/**
 * Applies a bulk change in one transaction: every changeable application gets its new status, audit entry
 * and mail; unknown ids and those already in the status are skipped with their reason.
 */
export async function applyBulkStatus(db: Database, ids: readonly number[], change: StatusChange, now: Date) {
  return db.transaction(async (tx) => {
    const rows = new Map((await lockApplicationsForChange(tx, ids)).map((row) => [row.id, row]));
    const changedIds: number[] = [];
    const skips: { id: number; reason: TBulkSkipReason }[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      const item = planItem(id, row, change.status);
      if (!row || item.skip_reason) {
        skips.push({ id, reason: item.skip_reason ?? 'unknown' });
      } else if (await applyChange(tx, row, change, now)) {
        changedIds.push(id);
      } else {
        skips.push({ id, reason: 'same_status' });
      }
    }
    return { status: change.status, changed: changedIds.length, changed_ids: changedIds, skipped: skips.length, skips };
  });
}
