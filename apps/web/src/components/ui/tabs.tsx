import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { HydrateLater } from '../../lib/stepped-hydration';
import './tabs.css';

export type TabItem<T extends string> = { id: T; label: string; panel: ReactNode };

/**
 * When a panel's content is mounted: `always` (every panel, the others hidden), `selected` (only the shown
 * one, so its data loads when its tab opens), or `once-selected` (from its tab's first selection on, then
 * kept hidden, so it fetches once).
 */
export type TabsMount = 'always' | 'selected' | 'once-selected';

type TabsProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  mount?: TabsMount;
  /** The tabs share the row's width equally. */
  fill?: boolean;
  /** An extra class on every panel, for the page's own spacing. */
  panelClassName?: string;
};

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop, Left/Right arrows (wrapping) and Home/End move the focus
 * and select the tab they reach. Every tab controls a real panel element; the panels not selected are hidden.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  mount = 'always',
  fill = false,
  panelClassName,
}: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([selected]));
  if (mount === 'once-selected' && !opened.has(selected)) setOpened(new Set(opened).add(selected));

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const isMounted = (tab: T) =>
    mount === 'always' || tab === selected || (mount === 'once-selected' && opened.has(tab));

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = (move(index, tabs.length) + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={fill ? 'tabs tabs--fill' : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
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
      {/* Each panel hydrates in a task of its own on a server-rendered page (issue 13). */}
      {tabs.map((tab, index) => (
        <HydrateLater key={tab.id}>
          <div
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel a tab stop, so keyboard users reach panels that start with plain text.
            tabIndex={0}
            hidden={tab.id !== selected}
            className={panelClassName ? `tabs__panel ${panelClassName}` : 'tabs__panel'}
          >
            {isMounted(tab.id) ? tab.panel : null}
          </div>
        </HydrateLater>
      ))}
    </div>
  );
}
