import type { TPublicPerson } from '@iiidem/shared/admin/people';
import type { ReactNode } from 'react';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { groupBySection } from './people-texts';
import { type CardDetail, PersonCard } from './person-card';
import './people.css';

/** A grid of cards; each child is one card. */
export function CardGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {children}
    </ul>
  );
}

/** The labelled lines of an entry as card details, its other lines as paragraphs. */
function useDetails() {
  const localized = useLocalized();
  return (person: TPublicPerson) => {
    const details: CardDetail[] = [];
    const paragraphs: ReactNode[] = [];
    for (const [index, line] of person.details.entries()) {
      // The lines have no id of their own and keep their order: their place is their key.
      const key = `line-${index}`;
      const value = <Localized key={key} value={localized(line, 'value')} />;
      if (line.label) details.push({ key, label: <Localized value={localized(line, 'label')} />, value });
      else paragraphs.push(<p key={key}>{value}</p>);
    }
    return { details, paragraphs };
  };
}

/**
 * People as cards (faculty, alumni, the Commission, consultants): photo, name, role and the entry's details.
 * Entries with sections are shown section by section, each under its heading.
 */
export function PeopleCards({
  items,
  label,
  headingLevel = 2,
}: {
  items: readonly TPublicPerson[];
  /** The grid's accessible name (a list of entries without sections). */
  label?: string;
  /** The level of the section headings, or of the names when there are no sections. */
  headingLevel?: 2 | 3;
}) {
  const localized = useLocalized();
  const detailsOf = useDetails();
  const groups = groupBySection(items);
  const cards = (members: readonly TPublicPerson[], level: 2 | 3 | 4, gridLabel?: string) => (
    <CardGrid label={gridLabel}>
      {members.map((person) => {
        const { details, paragraphs } = detailsOf(person);
        return (
          <li key={person.id}>
            <PersonCard person={person} headingLevel={level} details={details}>
              {paragraphs}
            </PersonCard>
          </li>
        );
      })}
    </CardGrid>
  );
  if (groups.length === 1 && groups[0]?.key === '') return cards(items, headingLevel, label);
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {groups.map((group) => {
        const heading = localized(group.items[0]!, 'section');
        return (
          <section key={group.key} className="people-section" aria-label={heading.text}>
            <Heading lang={heading.lang}>{heading.text}</Heading>
            {cards(group.items, headingLevel === 2 ? 3 : 4)}
          </section>
        );
      })}
    </>
  );
}
