import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import type { ReactNode } from 'react';
import { useLocalized } from '../../lib/i18n/localized';
import { PeopleList } from './people-list';

type PeopleBlock = Extract<TPublicPageBlock, { type: 'people' }>;

/**
 * A page block that shows a list (issue 15), for the PeopleBlockContext of components/page-blocks, under the
 * block's name in the page's language (none: the layout's own). A `table` with a name is one table under that
 * caption (the officers' page); without one it is the directory (one table per division).
 */
function PeopleBlockList({ block }: { block: PeopleBlock }) {
  const localized = useLocalized();
  const label = localized(block, 'label').text || undefined;
  return (
    <PeopleList list={block.list} layout={block.layout} label={label} grouped={block.layout === 'table' && !label} />
  );
}

export function renderPeopleBlock(block: PeopleBlock): ReactNode {
  return <PeopleBlockList block={block} />;
}
