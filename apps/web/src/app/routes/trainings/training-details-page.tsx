import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

export default function TrainingDetailsPage() {
  return (
    <Page
      title={PAGE_TITLES.trainingDetails}
      crumbs={[{ label: PAGE_TITLES.ourTrainingAndPrograms, to: paths.ourTrainingAndPrograms }]}
    >
      <p>The overview, sessions and learning material of this training.</p>
    </Page>
  );
}
