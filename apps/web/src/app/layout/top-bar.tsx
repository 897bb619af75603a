import { LANGUAGE_NAMES, type Language } from '@iiidem/shared/language';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type MouseEvent, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentLanguage, switchLanguage, withoutLanguageParam } from '../../lib/i18n/language';
import { useIsSignedIn } from '../../lib/session';
import { useSiteSettings } from '../../lib/use-site-settings';
import { paths } from '../../paths';
import { DisplayControls } from './display-controls';
import { MAIN_CONTENT_ID } from './main-content';
import { SearchForm } from './search-form';
import './top-bar.css';

// Only a signed-in visitor has it: its user details and sign-out come with it then, not with every public page.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** Focuses the main landmark without adding '#main-content' to the URL; the href still works without JavaScript. */
function skipToMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The thin bar above the masthead (spec 1 §2 Shell): home link, the contact phone number, Screen Reader Access, search,
 * display controls, the language button and Login or the account menu. Its first link, Skip to main content, is
 * the first focusable element of the page (WCAG 2.4.1), so the home link comes second.
 */
export function TopBar() {
  const signedIn = useIsSignedIn();
  const settings = useSiteSettings();

  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__list">
          <li>
            <a className="top-bar__link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMainContent}>
              <Trans>Skip to main content</Trans>
            </a>
          </li>
          <li>
            <Link className="top-bar__link" to={paths.home}>
              <Trans>Home</Trans>
            </Link>
          </li>
          {settings && (
            <li>
              <a className="top-bar__link" href={`tel:${settings.phone.dial}`}>
                <span className="visually-hidden">
                  <Trans>Call us:</Trans>{' '}
                </span>
                {settings.phone.display}
              </a>
            </li>
          )}
          <li>
            <Link className="top-bar__link" to={paths.screenReaderAccess}>
              <Trans>Screen Reader Access</Trans>
            </Link>
          </li>
        </ul>
        <div className="top-bar__actions">
          <SearchForm variant="top-bar" />
          <DisplayControls />
          <LanguageButton />
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <Link className="top-bar__link top-bar__login" to={paths.login}>
              <Trans>Login</Trans>
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

const OTHER_LANGUAGE: Record<Language, Language> = { en: 'hi', hi: 'en' };

/**
 * The language button (spec 1 §2: it shows "English"; issue 14): it shows both languages, the current one first,
 * and switches to the other on the same page, remembered for the next visits. A `?lang=` in the address is
 * dropped so that reloading or sharing the page keeps the language chosen.
 */
function LanguageButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const language = currentLanguage();
  const other = OTHER_LANGUAGE[language];
  const current = LANGUAGE_NAMES[language];
  const next = LANGUAGE_NAMES[other];

  async function toggle() {
    await switchLanguage(other);
    const search = withoutLanguageParam(location.search);
    if (search !== location.search) {
      await navigate({ ...location, search }, { replace: true, preventScrollReset: true });
    }
  }

  return (
    <button
      type="button"
      className="top-bar__language"
      aria-label={t`Language: ${current}. Switch to ${next}`}
      onClick={() => void toggle()}
    >
      <span className="top-bar__language-current">{current}</span>
      <span aria-hidden="true"> | </span>
      <span lang={other}>{next}</span>
    </button>
  );
}
