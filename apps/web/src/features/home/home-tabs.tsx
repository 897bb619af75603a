import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import './home-tabs.css';

export type HomeTab = {
  id: string;
  label: string;
  /** Where View All leads (the list by group). */
  viewAllTo: string;
  /** The panel's content; mounted on the tab's first selection and then kept, so it fetches once. */
  render: () => ReactNode;
};

/**
 * Block 4: tabs whose panels load lazily (spec 1 §4): a panel is created the first time its tab is selected
 * and stays, hidden, afterwards, so its data is fetched once. Each panel ends with View All.
 */
export function HomeTabs({ label, tabs }: { label: string; tabs: readonly HomeTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  return (
    <Tabs
      label={label}
      selected={selected}
      onSelect={setSelected}
      mount="once-selected"
      fill
      panelClassName="home-tabs__panel"
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: (
          <>
            {tab.render()}
            <p className="home-tabs__more">
              <Link to={tab.viewAllTo} className="button button--secondary">
                <Trans>
                  View All<span className="visually-hidden"> {tab.label}</span>
                </Trans>
              </Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
