import {
  APPLICATION_STATUS_LABELS,
  applicationStatusLabel,
  BULK_SKIP_TEXTS,
  type TBulkPreviewResponse,
} from '@iiidem/shared/admin/applications';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import { useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

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
            {preview.will_change} will change to {label}; {preview.will_skip} will be skipped.
            {note ? ` Note to the applicants: “${note}”` : ' No note to the applicants.'}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">What the change does to each application</caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Applicant</th>
                  <th scope="col">Course</th>
                  <th scope="col">Current status</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {preview.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.id}</td>
                    <td>{item.applicant ?? '—'}</td>
                    <td>{item.course_name ?? '—'}</td>
                    <td>{item.current_status ? applicationStatusLabel(item.current_status) : '—'}</td>
                    <td>
                      {item.will_change
                        ? `Will change to ${label}`
                        : `Skipped: ${item.skip_reason ? BULK_SKIP_TEXTS[item.skip_reason] : ''}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
