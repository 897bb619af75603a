import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function AlumniPage() {
  return (
    <Page title={PAGE_TITLES.alumni}>
      <p>Officials from India and abroad who have completed the institute's training programmes.</p>
    </Page>
  );
}
