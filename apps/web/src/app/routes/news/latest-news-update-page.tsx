import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function LatestNewsUpdatePage() {
  return (
    <Page title={PAGE_TITLES.latestNewsUpdate}>
      <p>The latest news, announcements and updates from the institute.</p>
    </Page>
  );
}
