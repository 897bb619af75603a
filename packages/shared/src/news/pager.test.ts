import { describe, expect, it } from 'vitest';
import { buildPagerItems, countPages, isPagerShown, type PagerItem } from './pager';

/** 1 … 3 4 5 6 7 … 10 written as [1, '…', 3, 4, 5, 6, 7, '…', 10]. */
const show = (items: PagerItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('countPages', () => {
  it('divides the total by the limit and rounds up', () => {
    expect(countPages(28, 10)).toBe(3);
    expect(countPages(30, 10)).toBe(3);
    expect(countPages(31, 10)).toBe(4);
    expect(countPages(1, 10)).toBe(1);
    expect(countPages(5, 5)).toBe(1);
  });

  it('gives 0 pages for an empty list or a nonsensical limit', () => {
    expect(countPages(0, 10)).toBe(0);
    expect(countPages(10, 0)).toBe(0);
    expect(countPages(Number.NaN, 10)).toBe(0);
  });
});

describe('isPagerShown', () => {
  it('shows the pager only when there is more than one page', () => {
    expect(isPagerShown(0)).toBe(false);
    expect(isPagerShown(1)).toBe(false);
    expect(isPagerShown(2)).toBe(true);
  });
});

describe('buildPagerItems (1 boundary page, 2 neighbours)', () => {
  it('lists every page when there are few', () => {
    expect(show(buildPagerItems(1, 1))).toEqual([1]);
    expect(show(buildPagerItems(1, 2))).toEqual([1, 2]);
    expect(show(buildPagerItems(2, 3))).toEqual([1, 2, 3]);
    expect(show(buildPagerItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis only on the far side while the current page is near the start', () => {
    expect(show(buildPagerItems(1, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
    expect(show(buildPagerItems(5, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
  });

  it('shows the first page, two neighbours on each side of the current page and the last page', () => {
    expect(show(buildPagerItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(show(buildPagerItems(50, 100))).toEqual([1, '…', 48, 49, 50, 51, 52, '…', 100]);
  });

  it('puts an ellipsis only on the near side while the current page is near the end', () => {
    expect(show(buildPagerItems(6, 10))).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
    expect(show(buildPagerItems(10, 10))).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(show(buildPagerItems(1, 8))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(show(buildPagerItems(5, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('clamps a page outside the range and gives nothing for no pages', () => {
    expect(show(buildPagerItems(0, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
    expect(show(buildPagerItems(99, 10))).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
    expect(buildPagerItems(1, 0)).toEqual([]);
  });

  it('keys the two ellipses apart', () => {
    const ellipses = buildPagerItems(10, 20).filter((item) => item.type === 'ellipsis');
    expect(ellipses).toEqual([
      { type: 'ellipsis', key: 'start' },
      { type: 'ellipsis', key: 'end' },
    ]);
  });
});
