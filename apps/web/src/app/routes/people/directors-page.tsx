import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function DirectorsPage() {
  return (
    <Page title={PAGE_TITLES.directors}>
      <p>Profiles and contact details of the directors who lead the institute's training and research.</p>
    </Page>
  );
}
