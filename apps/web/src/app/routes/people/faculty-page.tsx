import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function FacultyPage() {
  return (
    <Page title={PAGE_TITLES.faculty}>
      <p>The faculty members who teach on the institute's programmes.</p>
    </Page>
  );
}
