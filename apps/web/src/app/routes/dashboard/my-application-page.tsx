import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { ApplicationView } from '../../../features/dashboard/application-view';
import { useMyApplication } from '../../../features/dashboard/applications-api';
import { myApplicationText } from '../../../features/dashboard/my-application-texts';
import { formText } from '../../../features/nominations/form-texts';
import { ApiError } from '../../../lib/api-client';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import '../../../features/dashboard/my-courses.css';

/**
 * /my-application/:id (issue 17): the applicant's submitted nomination, read-only, inside the dashboard layout.
 * The route joins the two features: the view is the dashboard's, the field labels the nomination forms'.
 */
export default function MyApplicationPage() {
  const { t, i18n } = useLingui();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const { data, error, isLoading } = useMyApplication(id);
  const application = data?.data;

  useEffect(() => {
    if (error) console.error('Loading the application failed', error);
  }, [error]);

  const heading = application ? t`Application ${application.application_number}` : PAGE_TITLES.myApplication;
  let body: React.ReactNode;
  if (application) {
    body = <ApplicationView application={application} formText={(english) => formText(i18n, english)} />;
  } else if (id === undefined || error) {
    body = (
      <p role="alert">
        {error instanceof ApiError
          ? myApplicationText(i18n, error.message)
          : myApplicationText(i18n, 'There is no application of yours with this id.')}
      </p>
    );
  } else if (isLoading) {
    body = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <Page
      title={PAGE_TITLES.myApplication}
      heading={heading}
      crumbs={[{ label: PAGE_TITLES.dashboard, to: paths.dashboard }]}
    >
      {body}
    </Page>
  );
}
