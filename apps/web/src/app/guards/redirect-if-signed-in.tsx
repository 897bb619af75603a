import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../../lib/session';
import { paths } from '../../paths';

/** Sign-in and one-time-code screens: a visitor who already holds a token goes to the dashboard (spec 1 §2). */
export function RedirectIfSignedIn() {
  return useIsSignedIn() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
