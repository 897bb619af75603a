import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import type { ReactNode } from 'react';
import { PeopleList } from './people-list';

type PeopleBlock = Extract<TPublicPageBlock, { type: 'people' }>;

/**
 * A page block that shows a list (issue 15), for the PeopleBlockContext of components/page-blocks: `table` is the
 * directory (one table per division), `profiles` and `cards` as on the people pages.
 */
export function renderPeopleBlock(block: PeopleBlock): ReactNode {
  return <PeopleList list={block.list} layout={block.layout} grouped={block.layout === 'table'} />;
}
