import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function OurAlumniPage() {
  return (
    <Page title={PAGE_TITLES.ourAlumni}>
      <p>The programmes whose participants form the institute's alumni, with a link to each group of alumni.</p>
    </Page>
  );
}
