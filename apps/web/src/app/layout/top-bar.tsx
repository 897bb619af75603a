import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { SITE_SETTINGS } from '../../config/site-settings';
import { useIsSignedIn } from '../../lib/session';
import { paths } from '../../paths';
import { AccountMenu } from './account-menu';
import { MAIN_CONTENT_ID } from './main-content';
import './top-bar.css';

/** Focuses the main landmark without adding '#main-content' to the URL; the href still works without JavaScript. */
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The thin bar above the masthead (spec 1 §2 Shell). Its first link is the first focusable element of the page. */
export function TopBar() {
  const signedIn = useIsSignedIn();

  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__list">
          <li>
            <a className="top-bar__link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
              Skip to main content
            </a>
          </li>
          <li>
            <Link className="top-bar__link" to={paths.screenReaderAccess}>
              Screen Reader Access
            </Link>
          </li>
          <li>
            <a className="top-bar__link" href={`tel:${SITE_SETTINGS.phone.dial}`}>
              <span className="visually-hidden">Call us: </span>
              {SITE_SETTINGS.phone.display}
            </a>
          </li>
        </ul>
        <div className="top-bar__actions">
          <button type="button" className="top-bar__language" aria-label="Language: English">
            English
          </button>
          {signedIn ? (
            <AccountMenu />
          ) : (
            <Link className="top-bar__link top-bar__login" to={paths.login}>
              Login
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
