import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function OurTrainingAndProgramsPage() {
  return (
    <Page title={PAGE_TITLES.ourTrainingAndPrograms}>
      <p>The institute's domestic, international and academic programmes at a glance.</p>
    </Page>
  );
}
