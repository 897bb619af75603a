import { initialProgramOverviewTab, type ProgramOverviewTab } from '@iiidem/shared/courses/course-tabs';
import { type ReactNode, useState } from 'react';
import { navigationTabOf, readActiveTab } from '../course-tabs';
import { type TabItem, Tabs, tabElementId } from '../tabs';
import { AcademicPanel, DomesticPanel, InternationalPanel } from './program-overview-panels';

export const PROGRAM_OVERVIEW_TAB_ITEMS: readonly TabItem<ProgramOverviewTab>[] = [
  { id: 'domestic', label: 'Domestic' },
  { id: 'international', label: 'International' },
  { id: 'academic', label: 'Academic' },
];

const ID_PREFIX = 'program-overview';
const panelId = (tab: ProgramOverviewTab) => `${ID_PREFIX}-panel-${tab}`;

type ProgramOverviewProps = {
  navigationState: unknown;
  /** The domestic trainings table (from the trainings feature). */
  trainingTable: ReactNode;
};

/**
 * The programme overview's tabs (spec 1 §2): the first tab from navigation state or the saved activeTab
 * ('all' maps to domestic). Only the shown panel renders its content.
 */
export function ProgramOverview({ navigationState, trainingTable }: ProgramOverviewProps) {
  const [tab, setTab] = useState<ProgramOverviewTab>(() =>
    initialProgramOverviewTab({ navigationTab: navigationTabOf(navigationState), savedTab: readActiveTab() }),
  );
  const panels: Record<ProgramOverviewTab, ReactNode> = {
    domestic: <DomesticPanel trainingTable={trainingTable} />,
    international: <InternationalPanel />,
    academic: <AcademicPanel />,
  };
  return (
    <>
      <Tabs
        label="Programmes by type"
        tabs={PROGRAM_OVERVIEW_TAB_ITEMS}
        selected={tab}
        onSelect={setTab}
        idPrefix={ID_PREFIX}
        panelIdFor={panelId}
      />
      {PROGRAM_OVERVIEW_TAB_ITEMS.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabElementId(ID_PREFIX, item.id)}
          hidden={item.id !== tab}
          className="program-overview__panel"
        >
          {item.id === tab && panels[item.id]}
        </div>
      ))}
    </>
  );
}
