import { useId, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

type DeleteConfirmationProps = {
  /** What is to be removed, e.g. 'the photo "Campus"'; null closes the dialog. */
  subject: string | null;
  /** Extra consequence, e.g. 'Its sessions and files are removed too.' */
  detail?: string;
  busy?: boolean;
  /** A failure to show inside the dialog (announced). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Remove ...?" in a modal dialog with Remove and Keep buttons; focus starts on Keep (the safe choice).
 * The caller returns focus to the button that opened it when `onCancel` runs.
 */
export function DeleteConfirmation({ subject, detail, busy, error, onConfirm, onCancel }: DeleteConfirmationProps) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={subject !== null}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      initialFocusRef={keepRef}
    >
      <h2 id={titleId} className="admin-confirm__title">
        Remove {subject}?
      </h2>
      <p id={textId}>{detail ?? 'This cannot be undone.'}</p>
      {error ? (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-confirm__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {busy ? 'Removing…' : 'Remove'}
        </button>
        <button ref={keepRef} type="button" className="button button--secondary" onClick={onCancel}>
          Keep
        </button>
      </div>
    </ModalDialog>
  );
}
