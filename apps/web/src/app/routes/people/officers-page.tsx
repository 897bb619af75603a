import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function OfficersPage() {
  return (
    <Page title={PAGE_TITLES.officers}>
      <p>Names, designations and contact details of the institute's officers.</p>
    </Page>
  );
}
