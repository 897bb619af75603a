import {
  APPLICATION_STATUS_LABELS,
  applicationStatusLabel,
  BULK_SKIP_TEXTS,
  type TBulkPreviewResponse,
} from '@iiidem/shared/admin/applications';
import { APPLICATION_STATUS, type ApplicationStatus } from '@iiidem/shared/constants';
import { useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { AdminTable } from '../ui/admin-table';

const WAITLISTED: number = APPLICATION_STATUS.waitlisted;
const REJECTED: number = APPLICATION_STATUS.rejected;

type BulkPreviewDialogProps = {
  preview: TBulkPreviewResponse['data'] | null;
  note: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The preview of a bulk status change: what happens to each chosen application, then Confirm or Cancel. */
export function BulkPreviewDialog({ preview, note, busy, error, onConfirm, onClose }: BulkPreviewDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const label = preview ? APPLICATION_STATUS_LABELS[preview.status as ApplicationStatus] : '';
  // An approval beyond a course's seats sends the application to the waitlist instead (issue 19).
  const toWaitlist = (item: { will_change: boolean; new_status: number | null }) =>
    item.will_change && item.new_status === WAITLISTED && preview?.status !== WAITLISTED;
  const waitlisted = preview ? preview.items.filter(toWaitlist).length : 0;
  return (
    <ModalDialog
      open={preview !== null}
      onClose={onClose}
      labelledBy="bulk-preview-heading"
      describedBy="bulk-preview-summary"
      initialFocusRef={cancelRef}
      className="bulk-preview"
    >
      {preview ? (
        <>
          <h2 id="bulk-preview-heading">Change status to {label}</h2>
          <p id="bulk-preview-summary">
            {waitlisted
              ? `${preview.will_change - waitlisted} will change to ${label}; ${waitlisted} will go to the waitlist (no seat left); ${preview.will_skip} will be skipped.`
              : `${preview.will_change} will change to ${label}; ${preview.will_skip} will be skipped.`}
            {preview.status === REJECTED
              ? preview.rejection_reason
                ? ` Reason for the rejection: “${preview.rejection_reason.label_en}” (told in each applicant's language).`
                : ' No listed reason for the rejection.'
              : null}
            {note ? ` Note to the applicants: “${note}”` : ' No note to the applicants.'}
          </p>
          <AdminTable
            caption="What the change does to each application"
            items={preview.items}
            columns={[
              { header: 'ID', cell: (item) => item.id },
              { header: 'Applicant', cell: (item) => item.applicant ?? '—' },
              { header: 'Course', cell: (item) => item.course_name ?? '—' },
              {
                header: 'Current status',
                cell: (item) => (item.current_status ? applicationStatusLabel(item.current_status) : '—'),
              },
              {
                header: 'Result',
                cell: (item) =>
                  toWaitlist(item)
                    ? 'Will go to the waitlist: no seat left'
                    : item.will_change
                      ? `Will change to ${label}`
                      : `Skipped: ${item.skip_reason ? BULK_SKIP_TEXTS[item.skip_reason] : ''}`,
              },
            ]}
          />
          {error ? (
            <p className="admin-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="bulk-preview__actions">
            <button type="button" className="button" disabled={busy || preview.will_change === 0} onClick={onConfirm}>
              {busy ? 'Changing…' : `Confirm: change ${preview.will_change}`}
            </button>
            <button ref={cancelRef} type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
