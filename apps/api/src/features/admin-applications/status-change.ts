import type { TBulkPreviewItem, TBulkSkipReason } from '@iiidem/shared/admin/applications';
import { APPLICATION_STATUS, type ApplicationStatus } from '@iiidem/shared/constants';
import type { Executor } from '../../db/executor';
import { recordAudit } from '../../lib/audit-log';
import { enqueueMail } from '../../lib/mail/mail-outbox';
import { type ApplicationForChange, updateApplicationStatus } from './admin-applications.repository';
import { APPLICATION_ENTITY } from './application-detail.repository';
import { applicationStatusMail } from './application-status-mail';
import { type RejectionReasonWords, recordRejectionReason } from './rejection-reason-for-change';

/** The audit action of a status change. */
export const STATUS_ACTION = 'application.status';

export type StatusChange = {
  status: ApplicationStatus;
  note?: string;
  actorUserId: number;
  publicUrl: string;
  /** The listed reason of a rejection (issue 19), told in the mail in the applicant's language. */
  rejectionReason?: RejectionReasonWords;
};

/** Writes one change inside the caller's transaction: the row, its audit entry and the applicant's mail. */
export async function applyChange(
  tx: Executor,
  row: ApplicationForChange,
  change: StatusChange,
  now: Date,
): Promise<boolean> {
  const note = change.note ?? null;
  const updated = await updateApplicationStatus(tx, { id: row.id, from: row.status, to: change.status, note, now });
  if (!updated) return false;
  const reason = change.rejectionReason;
  if (reason) await recordRejectionReason(tx, row.id, reason.id);
  await recordAudit(
    tx,
    {
      actorUserId: change.actorUserId,
      action: STATUS_ACTION,
      entity: APPLICATION_ENTITY,
      entityId: row.id,
      from: row.status,
      to: change.status,
      note: reason ? [`Reason: ${reason.label_en}`, note].filter(Boolean).join('. ') : note,
    },
    now,
  );
  await enqueueMail(
    tx,
    applicationStatusMail({
      to: row.email,
      name: `${row.first_name} ${row.last_name}`,
      courseName: row.course_name,
      courseNameHi: row.course_name_hi,
      status: change.status,
      previousStatus: row.status,
      note,
      reason: reason ? { en: reason.label_en, hi: reason.label_hi } : undefined,
      publicUrl: change.publicUrl,
      language: row.language,
    }),
    now,
  );
  return true;
}

/** What a bulk change does to one id: changes it, or skips it with the reason. */
export function planItem(
  id: number,
  row: ApplicationForChange | undefined,
  status: ApplicationStatus,
): TBulkPreviewItem {
  let skip: TBulkSkipReason | null = null;
  if (!row) skip = 'unknown';
  else if (row.completed) skip = 'completed';
  else if (row.status === APPLICATION_STATUS.withdrawn) skip = 'withdrawn';
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
    new_status: skip === null ? status : null,
  };
}
