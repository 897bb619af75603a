import type { TStaffAccount } from '@iiidem/shared/admin/staff';
import { useId, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';

export type StaffChange = { account: TStaffAccount; action: 'deactivate' | 'reactivate' };

type StaffConfirmationProps = {
  /** The change to confirm; null closes the dialog. */
  change: StaffChange | null;
  busy: boolean;
  /** A failure to show inside the dialog (announced). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

const TEXT = {
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    detail: 'They are signed out at once and cannot sign in until an admin reactivates the account.',
    confirm: 'Deactivate',
    busy: 'Deactivating…',
  },
  reactivate: {
    title: (name: string) => `Reactivate ${name}?`,
    detail: 'They can sign in again with their password (and the code mailed to them).',
    confirm: 'Reactivate',
    busy: 'Reactivating…',
  },
} as const;

/** "Deactivate …?" / "Reactivate …?" in a modal dialog; focus starts on Cancel (the safe choice). */
export function StaffConfirmation({ change, busy, error, onConfirm, onCancel }: StaffConfirmationProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const text = TEXT[change?.action ?? 'deactivate'];
  const name = change ? `${change.account.first_name} ${change.account.last_name}`.trim() : '';
  return (
    <ModalDialog
      open={change !== null}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      initialFocusRef={cancelRef}
    >
      <h2 id={titleId} className="admin-confirm__title">
        {text.title(name)}
      </h2>
      <p id={textId}>{text.detail}</p>
      {error ? (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-confirm__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {busy ? text.busy : text.confirm}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
