import { APPLICATION_MESSAGES, applicationStatusLabel } from '@iiidem/shared/admin/applications';
import { APPLICATION_STATUS, type ApplicationStatus } from '@iiidem/shared/constants';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { lockApplicationsForChange } from './admin-applications.repository';
import { assertSeatFree } from './seat-capacity';
import { applyChange, type StatusChange } from './status-change';

/**
 * Changes one application's status (spec 1 §4) in one transaction. 404 for an unknown id; 409 when it is
 * already in that status, or when `expectedStatus` (what the reviewer saw) is no longer the current one.
 */
export async function changeApplicationStatus(
  db: Database,
  id: number,
  change: StatusChange & { expectedStatus?: ApplicationStatus },
  now: Date,
): Promise<{ id: number; from: ApplicationStatus; status: ApplicationStatus }> {
  return db.transaction(async (tx) => {
    const [row] = await lockApplicationsForChange(tx, [id]);
    if (!row) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
    if (row.completed) throw new HttpError(409, APPLICATION_MESSAGES.completedStatusLocked);
    if (row.status === APPLICATION_STATUS.withdrawn)
      throw new HttpError(409, APPLICATION_MESSAGES.withdrawnStatusLocked);
    if (change.expectedStatus !== undefined && change.expectedStatus !== row.status) {
      throw new HttpError(409, APPLICATION_MESSAGES.statusMoved);
    }
    if (row.status === change.status) {
      throw new HttpError(409, APPLICATION_MESSAGES.sameStatus(applicationStatusLabel(row.status)));
    }
    if (change.status === APPLICATION_STATUS.approved) await assertSeatFree(tx, row.course_id);
    if (!(await applyChange(tx, row, change, now))) throw new HttpError(409, APPLICATION_MESSAGES.statusMoved);
    return { id, from: row.status, status: change.status };
  });
}
