import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SessionTimeout } from '../../components/session/session-timeout';
import { MAIN_CONTENT_ID } from './main-content';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './root-layout.css';

/**
 * On every pathname change (spec 1 §2): scroll the window to the top and, unless the new page already put
 * focus inside the main content, move focus there so keyboard and screen-reader users start on the new page.
 */
function useResetViewOnNavigation() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Marks the document once the page's boundary has hydrated (its effects run only then), so tests and tools
 * know a click will be answered; a click on server-rendered HTML before that is lost.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The shell around every page: header (top bar, masthead, menu), main content, footer.
 * The page and the footer are Suspense boundaries so that, on a server-rendered page, React hydrates the header
 * at once and them afterwards in small slices, answering input in between (and first where the visitor
 * clicks), instead of in one long task (issue 13: total blocking time on a slow phone).
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
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <SessionTimeout />
    </div>
  );
}
