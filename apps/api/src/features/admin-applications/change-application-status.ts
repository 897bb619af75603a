import {
  APPLICATION_MESSAGES,
  applicationStatusLabel,
  type TBulkPreviewItem,
  type TBulkSkipReason,
} from '@iiidem/shared/admin/applications';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import {
  type ApplicationForChange,
  findApplicationsForChange,
  lockApplicationsForChange,
  updateApplicationStatus,
} from './admin-applications.repository';
import { APPLICATION_ENTITY } from './application-detail.repository';
import { applicationStatusMail } from './application-status-mail';

/** The audit action of a status change. */
export const STATUS_ACTION = 'application.status';

export type StatusChange = { status: ApplicationStatus; note?: string; actorUserId: number; publicUrl: string };

/** Writes one change inside the caller's transaction: the row, its audit entry and the applicant's mail. */
async function applyChange(tx: Executor, row: ApplicationForChange, change: StatusChange, now: Date): Promise<boolean> {
  const note = change.note ?? null;
  const updated = await updateApplicationStatus(tx, { id: row.id, from: row.status, to: change.status, note, now });
  if (!updated) return false;
  await recordAudit(
    tx,
    {
      actorUserId: change.actorUserId,
      action: STATUS_ACTION,
      entity: APPLICATION_ENTITY,
      entityId: row.id,
      from: row.status,
      to: change.status,
      note,
    },
    now,
  );
  await enqueueMail(
    tx,
    applicationStatusMail({
      to: row.email,
      name: `${row.first_name} ${row.last_name}`,
      courseName: row.course_name,
      status: change.status,
      note,
      publicUrl: change.publicUrl,
    }),
    now,
  );
  return true;
}

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
    if (change.expectedStatus !== undefined && change.expectedStatus !== row.status) {
      throw new HttpError(409, APPLICATION_MESSAGES.statusMoved);
    }
    if (row.status === change.status) {
      throw new HttpError(409, APPLICATION_MESSAGES.sameStatus(applicationStatusLabel(row.status)));
    }
    if (!(await applyChange(tx, row, change, now))) throw new HttpError(409, APPLICATION_MESSAGES.statusMoved);
    return { id, from: row.status, status: change.status };
  });
}

function planItem(id: number, row: ApplicationForChange | undefined, status: ApplicationStatus): TBulkPreviewItem {
  let skip: TBulkSkipReason | null = null;
  if (!row) skip = 'unknown';
  else if (row.completed) skip = 'completed';
  else if (row.status === status) skip = 'same_status';
  return {
    id,
    found: Boolean(row),
    current_status: row?.status ?? null,
    applicant: row ? `${row.first_name} ${row.last_name}` : null,
    email: row?.email ?? null,
    course_name: row?.course_name ?? null,
    will_change: skip === null,
    skip_reason: skip,
  };
}

/** What a bulk change would do to each id, in the order given; nothing is written. */
export async function previewBulkStatus(db: Database, ids: readonly number[], status: ApplicationStatus) {
  const rows = new Map((await findApplicationsForChange(db, ids)).map((row) => [row.id, row]));
  const items = ids.map((id) => planItem(id, rows.get(id), status));
  const willChange = items.filter((item) => item.will_change).length;
  return { status, items, will_change: willChange, will_skip: items.length - willChange };
}

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
