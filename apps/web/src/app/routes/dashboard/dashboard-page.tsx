import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { MyCourses } from '../../../features/dashboard/my-courses';
import { PAGE_TITLES } from '../../../page-titles';

/** /dashboard: My Courses (spec 1 §2), inside the dashboard layout's side panel. */
export default function DashboardPage() {
  const { t } = useLingui();
  return (
    <Page title={PAGE_TITLES.dashboard} heading={t`My Courses`}>
      <MyCourses />
    </Page>
  );
}
