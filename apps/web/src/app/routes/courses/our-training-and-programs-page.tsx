import { useLocation } from 'react-router';
import { Page } from '../../../components/layout/page';
import { ProgramOverview } from '../../../features/courses/program-overview/program-overview';
import { TrainingTable } from '../../../features/trainings/training-table';
import { useNavigationState } from '../../../lib/use-navigation-state';
import { PAGE_TITLES } from '../../../page-titles';

/** /our-training-and-programs: domestic, international and academic programmes at a glance (spec 1 §2). */
export default function OurTrainingAndProgramsPage() {
  const location = useLocation();
  const navigationState = useNavigationState();
  return (
    <Page title={PAGE_TITLES.ourTrainingAndPrograms}>
      <ProgramOverview key={location.key} navigationState={navigationState} trainingTable={<TrainingTable />} />
    </Page>
  );
}
