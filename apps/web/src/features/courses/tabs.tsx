import type { KeyboardEvent } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { id: T; label: string };

type TabsProps<T extends string> = {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tab element ids: a tab is `${idPrefix}-tab-${id}`. */
  idPrefix: string;
  /** The id of the panel each tab controls. */
  panelIdFor: (id: T) => string;
};

export function tabElementId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

/**
 * A tab list following the WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys move between tabs
 * (Home and End to the ends) and select the tab they reach.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, idPrefix, panelIdFor }: TabsProps<T>) {
  const focusAndSelect = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(tabElementId(idPrefix, tab.id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusAndSelect(next);
  };

  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabElementId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelIdFor(tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
