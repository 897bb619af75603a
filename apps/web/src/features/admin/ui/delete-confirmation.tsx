import { ConfirmDialog } from './confirm-dialog';

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
export function DeleteConfirmation({ subject, detail, ...rest }: DeleteConfirmationProps) {
  return (
    <ConfirmDialog
      title={subject === null ? null : `Remove ${subject}?`}
      detail={detail ?? 'This cannot be undone.'}
      confirmLabel="Remove"
      busyLabel="Removing…"
      cancelLabel="Keep"
      {...rest}
    />
  );
}
