import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function CecEcPage() {
  return (
    <Page title={PAGE_TITLES.cecEc}>
      <p>Profiles of the Chief Election Commissioner and the Election Commissioners of India.</p>
    </Page>
  );
}
