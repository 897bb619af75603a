import { initialProgramOverviewTab, type ProgramOverviewTab } from '@iiidem/shared/courses/course-tabs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { useHydrated } from '../../../lib/use-hydrated';
import { navigationTabOf, readActiveTab } from '../course-tabs';
import { AcademicPanel, DomesticPanel, InternationalPanel } from './program-overview-panels';

export const PROGRAM_OVERVIEW_TAB_ITEMS: readonly { id: ProgramOverviewTab; label: MessageDescriptor }[] = [
  { id: 'domestic', label: msg`Domestic` },
  { id: 'international', label: msg`International` },
  { id: 'academic', label: msg`Academic` },
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
  // The saved tab is browser storage: while hydrating server HTML the server's tab shows, then the saved one.
  const hydrated = useHydrated();
  const { i18n, t } = useLingui();
  const navigationTab = navigationTabOf(navigationState);
  const [chosen, setTab] = useState<ProgramOverviewTab | null>(() =>
    hydrated ? initialProgramOverviewTab({ navigationTab, savedTab: readActiveTab() }) : null,
  );
  const tab = chosen ?? initialProgramOverviewTab({ navigationTab, savedTab: hydrated ? readActiveTab() : null });
  // Once hydrated, the first tab is fixed like any chosen one.
  useEffect(() => {
    if (hydrated && chosen === null) setTab(tab);
  }, [hydrated, chosen, tab]);
  const panels: Record<ProgramOverviewTab, ReactNode> = {
    domestic: <DomesticPanel trainingTable={trainingTable} />,
    international: <InternationalPanel />,
    academic: <AcademicPanel />,
  };
  return (
    <Tabs
      label={t`Programmes by type`}
      selected={tab}
      onSelect={setTab}
      mount="selected"
      panelClassName="program-overview__panel"
      tabs={PROGRAM_OVERVIEW_TAB_ITEMS.map((item) => ({
        id: item.id,
        label: i18n._(item.label),
        panel: panels[item.id],
      }))}
    />
  );
}
