import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type TBulkPreviewResponse,
  type TBulkResultResponse,
} from '@iiidem/shared/admin/applications';
import { STATUS_NOTE_MAX_LENGTH } from '@iiidem/shared/admin/limits';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { RejectionReasonSelect } from '../review-aids/rejection-reason-select';
import { adminSend } from '../ui/admin-api';
import { BulkPreviewDialog } from './bulk-preview-dialog';

type BulkStatusBarProps = {
  selectedIds: readonly number[];
  /** Called after a change was applied, with the API's summary. */
  onApplied: (message: string) => void;
  onClearSelection: () => void;
};

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'The request failed. Please try again.';
}

/**
 * The bulk action for the selected rows: choose a status, a note and (for Rejected) a listed reason, preview
 * what happens, then confirm.
 */
export function BulkStatusBar({ selectedIds, onApplied, onClearSelection }: BulkStatusBarProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  // The listed rejection reason (issue 19), '' for none; sent only with Rejected, as in one change.
  const [reasonId, setReasonId] = useState('');
  const [preview, setPreview] = useState<TBulkPreviewResponse['data'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);

  const rejecting = Number(status) === APPLICATION_STATUS.rejected;
  const body = () => ({
    ids: [...selectedIds],
    status: Number(status),
    note: note.trim() || undefined,
    rejection_reason_id: rejecting && reasonId ? Number(reasonId) : undefined,
  });

  const openPreview = async () => {
    setError(null);
    if (!status) {
      setError('Choose the new status first.');
      return;
    }
    setBusy(true);
    try {
      const answer = await adminSend<TBulkPreviewResponse>('/admin/applications/bulk-status/preview', 'POST', body());
      setDialogError(null);
      setPreview(answer.data);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setPreview(null);
    previewButton.current?.focus();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await adminSend<TBulkResultResponse>('/admin/applications/bulk-status', 'POST', body());
      setPreview(null);
      setNote('');
      setReasonId('');
      onApplied(answer.message);
    } catch (caught) {
      setDialogError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bulk-bar" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="bulk-bar__heading">
        Change the status of {selectedIds.length} selected
      </h2>
      <div className="admin-toolbar">
        <label>
          New status
          <select value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
            <option value="">Choose…</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={String(value)}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {rejecting ? (
          <RejectionReasonSelect
            id={`${id}-reason`}
            className="bulk-bar__reason"
            value={reasonId}
            onChange={setReasonId}
          />
        ) : null}
        <label className="bulk-bar__note">
          Note to the applicants (optional)
          <textarea
            value={note}
            maxLength={STATUS_NOTE_MAX_LENGTH}
            rows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </label>
        <button ref={previewButton} type="button" className="button" disabled={busy} onClick={openPreview}>
          Preview change
        </button>
        <button type="button" className="button button--secondary" onClick={onClearSelection}>
          Clear selection
        </button>
      </div>
      {error ? (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <BulkPreviewDialog
        preview={preview}
        note={note.trim()}
        busy={busy}
        error={dialogError}
        onConfirm={confirm}
        onClose={close}
      />
    </section>
  );
}
