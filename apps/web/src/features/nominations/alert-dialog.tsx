import { NOMINATION_LABELS } from '@iiidem/shared/nominations/messages';
import { useId, useRef } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { translateSharedText } from '../../lib/i18n/form-texts';

export type AlertState = { title: string; message: string } | null;

type AlertDialogProps = { alert: AlertState; onClose: () => void };

/** The popups of spec 2 §8 ('Warning', 'Error', success): a title, the message and OK, in the page's language. */
export function AlertDialog({ alert, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={alert !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={messageId}
      initialFocusRef={okRef}
      className="alert-dialog"
    >
      <h2 id={titleId} className="alert-dialog__title">
        {alert ? translateSharedText(alert.title) : null}
      </h2>
      <p id={messageId}>{alert ? translateSharedText(alert.message) : null}</p>
      <button ref={okRef} type="button" className="button" onClick={onClose}>
        {translateSharedText(NOMINATION_LABELS.ok)}
      </button>
    </ModalDialog>
  );
}
