import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function DirectorGeneralPage() {
  return (
    <Page title={PAGE_TITLES.directorGeneral}>
      <p>Profile and message of the Director General of the institute.</p>
    </Page>
  );
}
