import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../../lib/session';
import { signInPath } from '../../lib/session-return';

/**
 * The protected group's guard: renders its routes only while an access token is held (spec 1 §2). After a
 * time-out the sign-in page says why (issue 16).
 */
export function RequireSession() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={signInPath()} replace />;
}
