/** The news pager (spec 1 §9): 1 boundary page at each end and 2 neighbouring pages around the current one. */
export const PAGER_BOUNDARY_COUNT = 1;
export const PAGER_SIBLING_COUNT = 2;

export type PagerItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/** Number of pages for a total and a page size: the total divided by the limit, rounded up (0 when empty). */
export function countPages(totalData: number, limit: number): number {
  if (!Number.isFinite(totalData) || !Number.isFinite(limit) || totalData <= 0 || limit <= 0) return 0;
  return Math.ceil(totalData / limit);
}

/** The pager is shown only when there is more than one page. */
export function isPagerShown(pageCount: number): boolean {
  return pageCount > 1;
}

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The pages and ellipses to display for `page` (1-based) of `pageCount`. The row keeps the same length
 * while the current page moves, and an ellipsis never stands for a single page (that page is shown instead):
 * 20 pages, page 10 gives 1 … 8 9 10 11 12 … 20; 10 pages, page 1 gives 1 2 3 4 5 6 7 … 10.
 */
export function buildPagerItems(page: number, pageCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const boundary = PAGER_BOUNDARY_COUNT;
  const siblings = PAGER_SIBLING_COUNT;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);

  const startPages = range(1, Math.min(boundary, pageCount));
  const endPages = range(Math.max(pageCount - boundary + 1, boundary + 1), pageCount);
  const siblingsStart = Math.max(Math.min(current - siblings, pageCount - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : pageCount - 1,
  );

  const pages = (numbers: number[]): PagerItem[] => numbers.map((n) => ({ type: 'page', page: n }));
  const items: PagerItem[] = [...pages(startPages)];
  if (siblingsStart > boundary + 2) items.push({ type: 'ellipsis', key: 'start' });
  else if (boundary + 1 < pageCount - boundary) items.push({ type: 'page', page: boundary + 1 });
  items.push(...pages(range(siblingsStart, siblingsEnd)));
  if (siblingsEnd < pageCount - boundary - 1) items.push({ type: 'ellipsis', key: 'end' });
  else if (pageCount - boundary > boundary) items.push({ type: 'page', page: pageCount - boundary });
  items.push(...pages(endPages));
  return items;
}
