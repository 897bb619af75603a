import { Trans } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogOut } from '../../features/accounts/use-log-out';
import { useUserDetails } from '../../lib/use-user-details';
import { paths } from '../../paths';
import './account-menu.css';

/**
 * The signed-in dropdown of the top bar (spec 1 §2 Shell): a disclosure button and a list of links.
 * It closes on Escape (focus back on the button), on a click outside, when focus leaves it and on navigation.
 * Arrow keys move between the items; Tab works as usual.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logOut = useLogOut();
  // Staff and admins also get the back office (the API checks the role on every call as well).
  const role = useUserDetails().details?.role;
  const isStaff = role === 'staff' || role === 'admin';

  const { key: locationKey } = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (locationKey !== seenLocationKey) {
    setSeenLocationKey(locationKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const items = () => Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const current = list.indexOf(document.activeElement as HTMLElement);
    let next = 0;
    if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % list.length;
    else if (event.key === 'ArrowUp') next = current < 0 ? list.length - 1 : (current - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens for keys bubbling from its button and links.
    <div ref={containerRef} className="account-menu" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Trans>My Account</Trans>
        <svg className="account-menu__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        {isStaff ? (
          <li>
            <Link to={paths.admin} data-menu-item>
              <Trans>Back office</Trans>
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.dashboard} data-menu-item>
            <Trans>Dashboard</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.editProfile} data-menu-item>
            <Trans>View Profile</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.changePassword} data-menu-item>
            <Trans>Change Password</Trans>
          </Link>
        </li>
        <li>
          <button type="button" data-menu-item onClick={logOut}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}
