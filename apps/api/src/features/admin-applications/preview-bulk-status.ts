import type { ApplicationStatus } from '@iiidem/shared/constants';
import type { Database } from '../../db/client';
import { findApplicationsForChange } from './admin-applications.repository';
import type { RejectionReasonWords } from './rejection-reason-for-change';
import { planSeats, readSeatsLeft } from './seat-capacity';
import { planItem } from './status-change';

/**
 * What a bulk change would do to each id, in the order given, and the listed rejection reason it would tell
 * (resolved by the caller as for one change); nothing is written.
 */
export async function previewBulkStatus(
  db: Database,
  ids: readonly number[],
  status: ApplicationStatus,
  rejectionReason?: RejectionReasonWords,
) {
  const rows = new Map((await findApplicationsForChange(db, ids)).map((row) => [row.id, row]));
  const planned = ids.map((id) => planItem(id, rows.get(id), status));
  const seatsLeft = await readSeatsLeft(
    db,
    [...rows.values()].map((row) => row.course_id),
  );
  const items = planSeats(planned, rows, seatsLeft, status);
  const willChange = items.filter((item) => item.will_change).length;
  return {
    status,
    items,
    will_change: willChange,
    will_skip: items.length - willChange,
    rejection_reason: rejectionReason ?? null,
  };
}
