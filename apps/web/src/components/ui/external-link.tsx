import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { classifyExternalUrl } from '../../lib/external-url';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { ModalDialog } from './modal-dialog';
import './external-link.css';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link to another site. Clicking asks for confirmation first (spec 1 §8) and opens the site in a new tab
 * only after "Yes". Without JavaScript it is an ordinary link that opens in a new tab.
 */
export function ExternalLink({ href, children, onClick, ...anchorProps }: ExternalLinkProps) {
  const [confirming, setConfirming] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const wasConfirming = useRef(false);

  // Back to the link once the dialog has gone: while it is open, the rest of the page is inert and cannot take focus.
  useEffect(() => {
    if (wasConfirming.current && !confirming) linkRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    setConfirming(true);
  };

  const close = () => setConfirming(false);

  const confirm = () => {
    window.open(href, '_blank', 'noopener,noreferrer');
    close();
  };

  return (
    <>
      <a {...anchorProps} ref={linkRef} href={href} target="_blank" rel="noopener noreferrer" onClick={handleClick}>
        {children}
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      {confirming && createPortal(<LeaveSiteDialog href={href} onConfirm={confirm} onCancel={close} />, document.body)}
    </>
  );
}

type LeaveSiteDialogProps = { href: string; onConfirm: () => void; onCancel: () => void };

export function LeaveSiteDialog({ href, onConfirm, onCancel }: LeaveSiteDialogProps) {
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
