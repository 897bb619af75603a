import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function CentreForNationalTrainingPage() {
  return (
    <Page title={PAGE_TITLES.centreForNationalTraining}>
      <p>
        How the institute trains election officials in India through its cascaded training model, and its national
        programmes.
      </p>
    </Page>
  );
}
