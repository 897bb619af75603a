import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function MissionVisionGoalPage() {
  return (
    <Page title={PAGE_TITLES.missionVisionGoal}>
      <p>The institute's mission, vision and goals in strengthening democracy and election management.</p>
    </Page>
  );
}
