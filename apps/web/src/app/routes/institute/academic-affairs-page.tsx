import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function AcademicAffairsPage() {
  return (
    <Page title={PAGE_TITLES.academicAffairs}>
      <p>The institute's centres and schools and the academic programmes they run.</p>
    </Page>
  );
}
