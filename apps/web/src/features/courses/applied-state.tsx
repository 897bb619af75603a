import { appliedStatusName } from '@iiidem/shared/courses/applied-status';
import type { TMyCourseApplication } from '@iiidem/shared/courses/my-course-applications';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { APPLIED_STATUS_MESSAGES } from './course-texts';
import './applied-state.css';

type Application = Pick<TMyCourseApplication, 'application_status' | 'completed'>;

/** The status word of an application in the active language (the dashboard's words). */
export function useAppliedStatusText(): (application: Application) => string {
  const { i18n } = useLingui();
  return (application) => {
    const name = appliedStatusName(application);
    const message = APPLIED_STATUS_MESSAGES[name];
    return message ? i18n._(message) : name;
  };
}

/**
 * What a course page and a nomination page show instead of Apply Now and the form once the signed-in applicant
 * has applied (issue 17): that they applied, the status, and the way to the dashboard.
 */
export function AppliedState({ application }: { application: Application }) {
  const statusText = useAppliedStatusText();
  const status = statusText(application);
  return (
    <div className="applied-state">
      <p className="applied-state__title">
        <Trans>You have applied for this course.</Trans>
      </p>
      <p className="applied-state__status">
        <Trans>
          Status: <strong>{status}</strong>
        </Trans>
      </p>
      <Link className="applied-state__link" to={paths.dashboard}>
        <Trans>See your application in My Dashboard</Trans>
      </Link>
    </div>
  );
}
