import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { id: T; label: string; panel: ReactNode };

type TabsProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (tab: T) => void;
};

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between tabs and select
 * them. Every panel is rendered, the inactive ones hidden, so each tab's aria-controls names a real element.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tabs.findIndex((item) => item.id === tab)}`;
  const panelId = (tab: T) => `${baseId}-panel-${tabs.findIndex((item) => item.id === tab)}`;

  const moveTo = (index: number) => {
    const target = tabs[(index + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel a tab stop, so keyboard users reach panels that start with plain text.
          tabIndex={0}
          hidden={tab.id !== selected}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
