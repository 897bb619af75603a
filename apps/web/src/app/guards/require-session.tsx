import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '../../lib/session';
import { paths } from '../../paths';

/** The protected group's guard: renders its routes only while an access token is held (spec 1 §2). */
export function RequireSession() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.login} replace />;
}
