import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function TrainingProgramsPage() {
  return (
    <Page title={PAGE_TITLES.trainingPrograms}>
      <p>An overview of the kinds of training programmes the institute offers.</p>
    </Page>
  );
}
