import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink } from '../../components/ui/external-link';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useHydrated } from '../../lib/use-hydrated';
import { useSiteSettings } from '../../lib/use-site-settings';
import { paths } from '../../paths';
import { externalHref, MENU_GROUPS, shownLinks } from './site-navigation';
import { StaffPageLinks } from './staff-page-links';
import './menu-panel.css';

const MENU_ICON = (
  <svg className="menu-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The Menu button and its side panel (spec 1 §2 Shell): a modal dialog with the four link groups.
 * Escape, the close button and a click on the backdrop close it and return focus to the Menu button;
 * every navigation closes it too.
 */
export function MenuPanel() {
  const { i18n, t } = useLingui();
  const settings = useSiteSettings();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Close on every navigation (a new location key), including links to the page already shown.
  const { key: locationKey } = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (locationKey !== seenLocationKey) {
    setSeenLocationKey(locationKey);
    setOpen(false);
  }

  // Focus goes back to the Menu button after the dialog has closed (while open, the page behind it is inert).
  const returnFocusOnClose = useRef(false);
  useEffect(() => {
    if (open || !returnFocusOnClose.current) return;
    returnFocusOnClose.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const closeAndReturnFocus = () => {
    returnFocusOnClose.current = true;
    setOpen(false);
  };

  // A chosen link closes the panel at once; the shell then moves focus to the new page's content.
  const closeForNavigation = () => setOpen(false);

  // Until the page's code has loaded (a server-rendered page on a slow connection), the Menu button could not
  // open anything: it is a link to the site map, which lists every page, and becomes the button once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a className="menu-button" href={paths.siteMap}>
        {MENU_ICON}
        <Trans>Menu</Trans>
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {MENU_ICON}
        <Trans>Menu</Trans>
      </button>
      <ModalDialog
        id={panelId}
        open={open}
        onClose={closeAndReturnFocus}
        labelledBy={titleId}
        className="menu-panel"
        initialFocusRef={closeButtonRef}
        closeOnBackdropClick
      >
        <div className="menu-panel__header">
          <h2 id={titleId} className="menu-panel__title">
            <Trans>Menu</Trans>
          </h2>
          <button ref={closeButtonRef} type="button" className="menu-panel__close" onClick={closeAndReturnFocus}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <Trans>
              Close<span className="visually-hidden"> menu</span>
            </Trans>
          </button>
        </div>
        <nav aria-label={t`Main menu`} className="menu-panel__nav">
          {MENU_GROUPS.map((group) => (
            <div key={group.id} className="menu-panel__group">
              <h3 id={`${panelId}-${group.id}`} className="menu-panel__group-heading">
                {i18n._(group.heading)}
              </h3>
              <ul className="menu-panel__links" aria-labelledby={`${panelId}-${group.id}`}>
                {shownLinks(group.links, settings).map((item) => (
                  <li key={`${item.label.id}:${item.kind === 'internal' ? item.to : item.href}`}>
                    {item.kind === 'internal' ? (
                      <Link to={item.to} state={item.state} onClick={closeForNavigation}>
                        {i18n._(item.label)}
                      </Link>
                    ) : (
                      <ExternalLink href={externalHref(item, settings) ?? ''}>{i18n._(item.label)}</ExternalLink>
                    )}
                  </li>
                ))}
                {/* Read when the Menu opens, so no page load pays for it. */}
                {open ? <StaffPageLinks group={group.id} onNavigate={closeForNavigation} /> : null}
              </ul>
            </div>
          ))}
        </nav>
      </ModalDialog>
    </>
  );
}
