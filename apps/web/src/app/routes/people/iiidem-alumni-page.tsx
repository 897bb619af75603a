import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function IiidemAlumniPage() {
  return (
    <Page title={PAGE_TITLES.iiidemAlumni} crumbs={[{ label: PAGE_TITLES.ourAlumni, to: paths.ourAlumni }]}>
      <p>Participants of the institute's programmes.</p>
    </Page>
  );
}
