import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function DashboardPage() {
  return (
    <Page title={PAGE_TITLES.dashboard} heading="My Courses">
      <p>Follow the courses you have applied for and download the certificates of completed courses.</p>
    </Page>
  );
}
