import { type ReactNode, useId, useState } from 'react';
import './accordion.css';

export type AccordionItem = { id: string; heading: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the toggle buttons (the page's h1 is above; sections start at h2). */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the items open at first; by default the first item (spec 2 §4: the directory's first item is open). */
  initiallyOpen?: readonly string[];
  /** The items are a list (e.g. the applicant's applications), so screen readers announce how many there are. */
  asList?: boolean;
};

/** Disclosure sections: each heading is a button that shows or hides its panel; several may be open at once. */
export function Accordion({ items, headingLevel = 2, initiallyOpen, asList = false }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(initiallyOpen ?? (items[0] ? [items[0].id] : [])),
  );
  const Heading = `h${headingLevel}` as const;
  const Items = asList ? 'ul' : 'div';
  const Item = asList ? 'li' : 'div';

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Items className="accordion">
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.heading}</span>
                <svg className="accordion__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!isOpen} className="accordion__panel">
              {item.content}
            </section>
          </Item>
        );
      })}
    </Items>
  );
}
