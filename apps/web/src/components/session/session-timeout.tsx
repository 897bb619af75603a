import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../lib/session';

// Fetched only once someone is signed in: a visitor's pages do not carry the timer.
const SessionTimeoutWatch = lazy(() => import('./session-timeout-watch'));

/**
 * The session time-out warning (issue 16, WCAG 2.2.1) on every page while someone is signed in: mounted once by
 * the root layout, in the applicant area, the back office and on public pages alike.
 */
export function SessionTimeout() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutWatch />
    </Suspense>
  );
}
