import { initialProgramOverviewTab, type ProgramOverviewTab } from '@iiidem/shared/courses/course-tabs';
import { type ReactNode, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { navigationTabOf, readActiveTab } from '../course-tabs';
import { AcademicPanel, DomesticPanel, InternationalPanel } from './program-overview-panels';

export const PROGRAM_OVERVIEW_TAB_ITEMS: readonly { id: ProgramOverviewTab; label: string }[] = [
  { id: 'domestic', label: 'Domestic' },
  { id: 'international', label: 'International' },
  { id: 'academic', label: 'Academic' },
];

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
    <Tabs
      label="Programmes by type"
      selected={tab}
      onSelect={setTab}
      mount="selected"
      panelClassName="program-overview__panel"
      tabs={PROGRAM_OVERVIEW_TAB_ITEMS.map((item) => ({ ...item, panel: panels[item.id] }))}
    />
  );
}
