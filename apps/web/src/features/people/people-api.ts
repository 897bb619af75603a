import type { TPublicPage } from '@iiidem/shared/admin/pages';
import type { TPeopleList, TPublicPeopleAnswer } from '@iiidem/shared/admin/people';
import useSWR from 'swr';

/** The SWR key (and API path without /api) of a list of people or partners. */
export function peopleListKey(list: TPeopleList | string): string {
  return `/people/${encodeURIComponent(list)}`;
}

/** The published entries of a list (issue 15); the server render fills it in, so a visitor never waits for it. */
export function usePeopleList(list: TPeopleList | string) {
  return useSWR<TPublicPeopleAnswer>(peopleListKey(list));
}

/** The lists a page's blocks show (inside tabs and accordions too), so the server render can load them. */
export function peopleListsOf(page: unknown): string[] {
  const blocks = (page as { data?: TPublicPage } | undefined)?.data?.blocks ?? [];
  const lists = new Set<string>();
  for (const block of blocks) {
    if (block.type === 'people') lists.add(block.list);
    if (block.type === 'sections') {
      for (const item of block.items)
        for (const inner of item.blocks) if (inner.type === 'people') lists.add(inner.list);
    }
  }
  return [...lists];
}
