import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function CentreForInternationalTrainingPage() {
  return (
    <Page title={PAGE_TITLES.centreForInternationalTraining}>
      <p>The institute's training programmes for election officials of partner countries.</p>
    </Page>
  );
}
