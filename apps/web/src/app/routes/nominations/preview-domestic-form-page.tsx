import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function PreviewDomesticFormPage() {
  return (
    <Page title={PAGE_TITLES.previewDomesticForm}>
      <p>The nomination form of the certification programme for District Election Officers and Returning Officers.</p>
    </Page>
  );
}
