import { Trans } from '@lingui/react/macro';
import {
  type AnchorHTMLAttributes,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import './external-link.css';

/**
 * The leave-site question (leave-site-dialog.tsx), loaded when a link to another site is first clicked: every page
 * has such links (the footer's), few visitors follow one (issue 13). Render it inside a Suspense boundary.
 */
export const LeaveSiteDialog = lazy(() => import('./leave-site-dialog'));

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * The mark of a link to another website (issue 16, GIGW): an arrow leaving a box, drawn in the text's colour
 * (so it follows the high-contrast theme and the text size); hidden from screen readers, which hear the words.
 */
export function ExternalLinkIcon() {
  return (
    <svg
      className="external-link__icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </svg>
  );
}

/**
 * A link to another site, with the outside-link icon and, for screen readers, "(opens another website in a
 * new tab)". Clicking asks for confirmation first (spec 1 §8) and opens the site in a new tab only after "Yes".
 * Without JavaScript it is an ordinary link that opens in a new tab.
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
        <ExternalLinkIcon />
        <span className="visually-hidden">
          {' '}
          <Trans>(opens another website in a new tab)</Trans>
        </span>
      </a>
      {confirming &&
        createPortal(
          <Suspense fallback={null}>
            <LeaveSiteDialog href={href} onConfirm={confirm} onCancel={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
