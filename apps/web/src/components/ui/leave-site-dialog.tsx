import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { classifyExternalUrl } from '../../lib/external-url';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { ModalDialog } from './modal-dialog';

export type LeaveSiteDialogProps = { href: string; onConfirm: () => void; onCancel: () => void };

/**
 * "You are leaving for another website" (spec 1 §8), asked before a link to another site opens. Loaded on the first
 * such click (external-link.tsx), not with every page (issue 13).
 */
export default function LeaveSiteDialog({ href, onConfirm, onCancel }: LeaveSiteDialogProps) {
  const messageId = useId();
  const message =
    classifyExternalUrl(href) === 'commission' ? MESSAGES.leavingForGovernmentSite : MESSAGES.leavingForExternalSite;

  return (
    <ModalDialog open onClose={onCancel} labelledBy={messageId} className="leave-site-dialog">
      <p id={messageId} className="leave-site-dialog__message">
        {translateSharedText(message)}
      </p>
      <div className="leave-site-dialog__actions">
        <button type="button" className="button" onClick={onConfirm}>
          <Trans>Yes</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>No</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
