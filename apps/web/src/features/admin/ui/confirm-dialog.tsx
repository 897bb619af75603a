import { type ReactNode, useId, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

export type ConfirmDialogProps = {
  /** The question, e.g. 'Deactivate Ravi Kumar?'; null closes the dialog. */
  title: ReactNode | null;
  /** What follows from confirming. */
  detail: ReactNode;
  /** The confirming button, e.g. 'Remove', and its text while busy, e.g. 'Removing…'. */
  confirmLabel: string;
  busyLabel: string;
  /** The safe button, which has focus first, e.g. 'Keep' or 'Cancel'. */
  cancelLabel: string;
  busy?: boolean;
  /** A failure to show inside the dialog (announced). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes / no question in a modal dialog; focus starts on the cancelling button (the safe choice).
 * The caller returns focus to the button that opened it when `onCancel` runs.
 */
export function ConfirmDialog({
  title,
  detail,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={title !== null}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      initialFocusRef={cancelRef}
    >
      <h2 id={titleId} className="admin-confirm__title">
        {title}
      </h2>
      <p id={textId}>{detail}</p>
      {error ? (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-confirm__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
