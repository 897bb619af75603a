import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { loadChunk } from '../../../lib/chunk-load';
import { useIsSignedIn } from '../../../lib/session';
import { signInPath } from '../../../lib/session-return';
import { useUserDetails } from '../../../lib/use-user-details';
import { paths } from '../../../paths';

// The back office's code is a chunk of its own, fetched only once the caller is known to be staff.
const AdminApp = lazy(() => loadChunk('admin-app', () => import('../../../features/admin/admin-app')));

function Waiting() {
  return (
    <p className="page-loading container" role="status">
      Loading…
    </p>
  );
}

/**
 * /admin/*: no session -> sign in; an applicant -> their dashboard (the back office is not shown to them);
 * staff and admins -> the back office. The API checks the role on every call as well.
 */
export default function AdminEntryPage() {
  const signedIn = useIsSignedIn();
  const { details, error } = useUserDetails();
  if (!signedIn) return <Navigate to={signInPath()} replace />;
  if (error && !details) {
    return (
      <p className="container" role="alert">
        The back office could not be loaded. Please try again.
      </p>
    );
  }
  if (!details) return <Waiting />;
  if (details.role === 'applicant') return <Navigate to={paths.dashboard} replace />;
  return (
    <Suspense fallback={<Waiting />}>
      <AdminApp role={details.role} />
    </Suspense>
  );
}
