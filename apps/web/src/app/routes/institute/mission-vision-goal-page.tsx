import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { ContentPage } from '../../../features/content/components/content-page';
import { CRUMBS } from '../../../features/content/crumbs';
import {
  GOALS,
  MISSION,
  MISSION_VISION_GOAL_CONTENT,
  MISSION_VISION_GOAL_TAB_LABELS,
  MISSION_VISION_GOAL_TABS,
  type MissionVisionGoalTab,
  VISION,
} from '../../../features/content/mission-vision-goal';
import { useText } from '../../../features/content/text';
import { useNavigationStateTab } from '../../../features/content/use-navigation-state-tab';
import { PAGE_TITLES } from '../../../page-titles';

const defaultTab = (): MissionVisionGoalTab => 'Mission';

export default function MissionVisionGoalPage() {
  const [tab, selectTab] = useNavigationStateTab(MISSION_VISION_GOAL_TABS, defaultTab);
  const content = MISSION_VISION_GOAL_CONTENT;
  const text = useText();

  const panels: Record<MissionVisionGoalTab, ReactNode> = {
    Mission: (
      <>
        <h2>{text(MISSION_VISION_GOAL_TAB_LABELS.Mission)}</h2>
        <p>{text(content.missionLead)}</p>
        <ul className="content-list">
          {MISSION.map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>
      </>
    ),
    Vision: (
      <>
        <h2>{text(MISSION_VISION_GOAL_TAB_LABELS.Vision)}</h2>
        <p className="prose">{text(VISION)}</p>
      </>
    ),
    Goal: (
      <>
        <h2>{text(MISSION_VISION_GOAL_TAB_LABELS.Goal)}</h2>
        <p>{text(content.goalLead)}</p>
        <ul className="content-list">
          {GOALS.map((item) => (
            <li key={item.id}>{text(item)}</li>
          ))}
        </ul>
      </>
    ),
  };

  return (
    <ContentPage
      title={PAGE_TITLES.missionVisionGoal}
      crumbs={[CRUMBS.aboutUs]}
      lastUpdated={content.lastUpdated}
      intro={content.intro}
    >
      <Tabs
        label={text(content.tabsLabel)}
        selected={tab}
        onSelect={selectTab}
        tabs={MISSION_VISION_GOAL_TABS.map((id) => ({
          id,
          label: text(MISSION_VISION_GOAL_TAB_LABELS[id]),
          panel: panels[id],
        }))}
      />
    </ContentPage>
  );
}
