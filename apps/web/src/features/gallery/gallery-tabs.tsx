import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './gallery-tabs.css';

export type GalleryTab<T extends string> = { id: T; label: string; panel: ReactNode };

type GalleryTabsProps<T extends string> = {
  label: string;
  tabs: readonly GalleryTab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them. Only the
 * selected panel is rendered, so videos load only when their tab is open.
 */
export function GalleryTabs<T extends string>({ label, tabs, selected, onSelect }: GalleryTabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="gallery-tabs">
      <div role="tablist" aria-label={label} className="gallery-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={index === selectedIndex ? panelId(index) : undefined}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="gallery-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(selectedIndex)}
        aria-labelledby={tabId(selectedIndex)}
        className="gallery-tabs__panel"
      >
        {tabs[selectedIndex]?.panel}
      </div>
    </div>
  );
}
