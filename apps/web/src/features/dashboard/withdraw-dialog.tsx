import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';

type WithdrawDialogProps = {
  open: boolean;
  applicationNumber: string;
  courseName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an application is withdrawn (issue 17): withdrawing cannot be undone. Focus starts on Cancel, the
 * safe choice; Escape cancels.
 */
export function WithdrawDialog({
  open,
  applicationNumber,
  courseName,
  busy,
  onConfirm,
  onCancel,
}: WithdrawDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      labelledBy={titleId}
      describedBy={textId}
      className="withdraw-dialog"
      initialFocusRef={cancelRef}
    >
      <div className="withdraw-dialog__body">
        <h2 id={titleId} className="withdraw-dialog__title">
          <Trans>Withdraw this application?</Trans>
        </h2>
        <p id={textId}>
          <Trans>
            Your application {applicationNumber} for {courseName} will be withdrawn. The institute will not review it,
            and this cannot be undone.
          </Trans>
        </p>
        <div className="withdraw-dialog__buttons">
          <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {busy ? t`Withdrawing…` : t`Withdraw`}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
