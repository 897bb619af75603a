import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function MouPartnersPage() {
  return (
    <Page title={PAGE_TITLES.mouPartners}>
      <p>
        The election management bodies and institutions with which the institute has signed memoranda of understanding.
      </p>
    </Page>
  );
}
