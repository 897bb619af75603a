import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { returnPathAfterSignIn } from '../../lib/session-return';
import { paths } from '../../paths';

/**
 * Sign-in and one-time-code screens: a visitor who already holds a token goes to the dashboard (spec 1 §2),
 * or to the back office when the session has no user type (staff and admins have none). The back office's
 * entry checks the role itself, so an applicant who lost their user type still ends on the dashboard. After a
 * time-out, signing in again returns to the page the user was on (issue 16).
 */
export function RedirectIfSignedIn() {
  const { accessToken, userType } = useSession();
  if (!accessToken) return <Outlet />;
  return <Navigate to={returnPathAfterSignIn() ?? (userType === null ? paths.admin : paths.dashboard)} replace />;
}
