import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function InternationalApplicationPage() {
  return (
    <Page title={PAGE_TITLES.internationalApplication} crumbs={[{ label: PAGE_TITLES.courses, to: paths.courses }]}>
      <p>Apply for this course as a participant from a partner country.</p>
    </Page>
  );
}
