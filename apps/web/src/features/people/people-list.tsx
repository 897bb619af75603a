import type { TPeopleList } from '@iiidem/shared/admin/people';
import { lazy, Suspense } from 'react';
import { OfficialProfiles } from './official-profiles';
import { PartnerList } from './partner-list';
import { PeopleCards } from './people-cards';
import { WithPeople } from './people-state';
import { PeopleTable } from './people-table';
import { ProgrammeCards } from './programme-cards';

// The carousel (with its slider library) is the home page's: other pages do not load it unless they show one.
const PartnerCarouselList = lazy(() =>
  import('./partner-carousel-list').then((module) => ({ default: module.PartnerCarouselList })),
);

/**
 * How a list is shown: `cards` (faculty, alumni, the Commission, consultants), `table` (the officers), `profiles`
 * (official profiles with staff contacts), `programmes` (Our Alumni's batches), `logos` (MoU partners) and
 * `carousel` (the home page's partner logos).
 */
export type PeopleLayout = 'cards' | 'table' | 'profiles' | 'programmes' | 'logos' | 'carousel';

export type PeopleListProps = {
  /** The list to show (its published entries, from GET /api/people/:list). */
  list: TPeopleList | string;
  layout: PeopleLayout;
  /** The accessible name of the list (the table's caption for `table`, the carousel's heading for `carousel`). */
  label?: string;
  /** `table`: one table per section (the about-us directory) instead of one table. */
  grouped?: boolean;
  /** `cards`: the level of the section headings, or of the names when there are no sections. */
  headingLevel?: 2 | 3;
};

/**
 * A list of people or partners staff keep in the back office, drawn in `layout`. It fetches its own data, so a
 * page (or a block of a page staff edit) places it by its list key alone; the server render loads the lists a
 * page needs (app/page-data.ts), so they are in the HTML.
 */
export function PeopleList({ list, layout, label, grouped, headingLevel }: PeopleListProps) {
  if (layout === 'carousel') {
    return (
      <Suspense fallback={null}>
        <PartnerCarouselList list={list} label={label} />
      </Suspense>
    );
  }
  return (
    <WithPeople list={list}>
      {(items) => {
        switch (layout) {
          case 'table':
            return <PeopleTable items={items} caption={label} grouped={grouped} />;
          case 'profiles':
            return <OfficialProfiles items={items} label={label} />;
          case 'programmes':
            return <ProgrammeCards items={items} idPrefix={`${list}-programme`} />;
          case 'logos':
            return <PartnerList items={items} label={label} />;
          default:
            return <PeopleCards items={items} label={label} headingLevel={headingLevel} />;
        }
      }}
    </WithPeople>
  );
}
