import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../paths';
import './menu-panel.css';

/**
 * The panel itself (its dialog and link groups) loads when the Menu is first pointed at, focused or opened, not
 * with every page (issue 13).
 */
const loadMenuDialog = () => import('./menu-dialog');
const MenuDialog = lazy(loadMenuDialog);
const preloadMenuDialog = () => {
  void loadMenuDialog();
};

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
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (closed) so that it opens at once the next time.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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
        aria-controls={opened ? panelId : undefined}
        onPointerEnter={preloadMenuDialog}
        onFocus={preloadMenuDialog}
        onClick={() => {
          setOpened(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        {MENU_ICON}
        <Trans>Menu</Trans>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuDialog id={panelId} open={open} onClose={closeAndReturnFocus} onNavigate={closeForNavigation} />
        </Suspense>
      ) : null}
    </>
  );
}
