import type { TBulkSkipReason } from '@iiidem/shared/admin/applications';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import type { Database } from '../../db/client';
import { lockApplicationsForChange } from './admin-applications.repository';
import { lockSeatsLeft, planSeats } from './seat-capacity';
import { applyChange, planItem, type StatusChange } from './status-change';

/**
 * Applies a bulk change in one transaction: every changeable application gets its new status, audit entry
 * and mail; unknown ids and those already in the status are skipped with their reason.
 */
export async function applyBulkStatus(db: Database, ids: readonly number[], change: StatusChange, now: Date) {
  return db.transaction(async (tx) => {
    const rows = new Map((await lockApplicationsForChange(tx, ids)).map((row) => [row.id, row]));
    const changedIds: number[] = [];
    const waitlistedIds: number[] = [];
    const skips: { id: number; reason: TBulkSkipReason }[] = [];
    const planned = ids.map((id) => planItem(id, rows.get(id), change.status));
    // An approval counts the seats under the courses' locks (issue 19): beyond them, to the waitlist.
    const seatsLeft =
      change.status === APPLICATION_STATUS.approved
        ? await lockSeatsLeft(
            tx,
            [...rows.values()].map((row) => row.course_id),
          )
        : new Map();
    for (const item of planSeats(planned, rows, seatsLeft, change.status)) {
      const { id } = item;
      const row = rows.get(id);
      if (!row || item.skip_reason) {
        skips.push({ id, reason: item.skip_reason ?? 'unknown' });
        continue;
      }
      // Sent to the waitlist instead: without the note, which was written for the approval.
      const overflow = item.new_status === APPLICATION_STATUS.waitlisted && change.status !== item.new_status;
      const applied = overflow ? { ...change, status: APPLICATION_STATUS.waitlisted, note: undefined } : change;
      if (await applyChange(tx, row, applied, now)) {
        changedIds.push(id);
        if (overflow) waitlistedIds.push(id);
      } else {
        skips.push({ id, reason: 'same_status' });
      }
    }
    return {
      status: change.status,
      changed: changedIds.length,
      changed_ids: changedIds,
      skipped: skips.length,
      skips,
      waitlisted_ids: waitlistedIds,
    };
  });
}
