import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SessionTimeout } from '../../components/session/session-timeout';
import { HydrateLater, hydrationFinished } from '../../lib/stepped-hydration';
import { MAIN_CONTENT_ID } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './root-layout.css';

/**
 * On every pathname change (spec 1 §2): scroll the window to the top and, unless the new page already put
 * focus inside the main content, move focus there so keyboard and screen-reader users start on the new page.
 * A layout effect, so the new page is painted at the top: Preact runs plain effects a frame later, when a click
 * aimed at the page just drawn could land after the jump (seen in feedback.spec.ts, clicking footer links in turn).
 */
function useResetViewOnNavigation() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Marks the document once the page and every part hydrated later have hydrated, so tests and tools know a click
 * will be answered; a click on server-rendered HTML before that is lost.
 */
function HydrationMark() {
  useEffect(() => {
    void hydrationFinished().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/**
 * The shell around every page: header (top bar, masthead, menu), main content, footer. On a server-rendered page
 * the footer hydrates in a task of its own after the rest (lib/stepped-hydration.tsx), as do parts of pages.
 */
export function RootLayout() {
  useResetViewOnNavigation();
  const navigation = useNavigation();

  return (
    <div className="app-shell">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-shell__main" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={null}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <SessionTimeout />
    </div>
  );
}
