import { applicationStatusLabel } from '@iiidem/shared/admin/applications';
import { DUPLICATE_MATCH_LABELS, type TDuplicate } from '@iiidem/shared/admin/review-aids';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { type Answer, useAdminData } from '../ui/admin-api';

/** The application's possible duplicates (issue 19); undefined while loading. */
export function useDuplicates(applicationId: number | null): TDuplicate[] | undefined {
  const { data } = useAdminData<Answer<TDuplicate[]>>(
    applicationId === null ? null : `/admin/applications/${applicationId}/duplicates`,
  );
  return data?.data;
}

/**
 * A warning when other accounts' applications look like the same person: same name and date of birth, or same
 * mobile, e-mail or passport number; each links to the other application. Nothing when there are none.
 */
export function DuplicatesPanel({ duplicates }: { duplicates: readonly TDuplicate[] | undefined }) {
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-heading" className="admin-notice admin-notice--warning review-duplicates">
      <h2 id="duplicates-heading">Possible duplicate</h2>
      <p>
        {duplicates.length === 1
          ? 'Another application looks like the same person. Check it before approving:'
          : `${duplicates.length} other applications look like the same person. Check them before approving:`}
      </p>
      <ul>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link to={adminPaths.applicationDetail.replace(':id', String(duplicate.id))}>
              Application {duplicate.id}: {duplicate.applicant}
            </Link>
            , {duplicate.course_name}, {applicationStatusLabel(duplicate.status)}, applied{' '}
            {formatIstDateTime(duplicate.created_at)} (
            {duplicate.matches.map((m) => DUPLICATE_MATCH_LABELS[m]).join(', ')})
          </li>
        ))}
      </ul>
    </section>
  );
}
