import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function DomesticApplicationPage() {
  return (
    <Page title={PAGE_TITLES.domesticApplication} crumbs={[{ label: PAGE_TITLES.courses, to: paths.courses }]}>
      <p>Apply for this course as a participant from India.</p>
    </Page>
  );
}
