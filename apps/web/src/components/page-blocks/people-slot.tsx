import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { createContext, type ReactNode, useContext } from 'react';

export type PeopleBlock = Extract<TPublicPageBlock, { type: 'people' }>;

/**
 * How a page shows a list of people (officers, faculty, partners): the people feature draws it; the app puts
 * its component here, so these generic blocks need not know that feature.
 */
export const PeopleBlockContext = createContext<(block: PeopleBlock) => ReactNode>(() => null);

export function PeopleBlockView({ block }: { block: PeopleBlock }) {
  return useContext(PeopleBlockContext)(block);
}
