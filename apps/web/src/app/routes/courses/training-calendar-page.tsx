import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function TrainingCalendarPage() {
  return (
    <Page title={PAGE_TITLES.trainingCalendar}>
      <p>The schedule of the institute's training programmes.</p>
    </Page>
  );
}
