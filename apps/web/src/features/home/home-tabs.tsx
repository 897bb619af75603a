import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
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
 * Block 4: WAI-ARIA tabs whose panels load lazily (spec 1 §4): a panel is created the first time its tab
 * is selected and stays, hidden, afterwards, so its data is fetched once. Each panel ends with View All.
 */
export function HomeTabs({ label, tabs }: { label: string; tabs: readonly HomeTab[] }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };

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
    const next = (target + tabs.length) % tabs.length;
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="home-tabs">
      <div role="tablist" aria-label={label} className="home-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="home-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className="home-tabs__panel"
        >
          {opened.has(index) && (
            <>
              {tab.render()}
              <p className="home-tabs__more">
                <Link to={tab.viewAllTo} className="button button--secondary">
                  View All<span className="visually-hidden"> {tab.label}</span>
                </Link>
              </p>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
