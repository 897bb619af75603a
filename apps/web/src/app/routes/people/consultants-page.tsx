import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function ConsultantsPage() {
  return (
    <Page title={PAGE_TITLES.consultants}>
      <p>The senior consultants and consultants who support the institute's programmes.</p>
    </Page>
  );
}
