import { PARTNER_CAROUSEL_BREAKPOINTS } from '@iiidem/shared/limits';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemsPerViewFor, usePartnerItemsPerView } from './items-per-view';

describe('itemsPerViewFor (partner carousels)', () => {
  it('uses the breakpoints 1/2/3/5 items from 0/600/767/1000 px', () => {
    expect(PARTNER_CAROUSEL_BREAKPOINTS).toEqual([
      { minWidth: 0, items: 1 },
      { minWidth: 600, items: 2 },
      { minWidth: 767, items: 3 },
      { minWidth: 1000, items: 5 },
    ]);
  });

  it('shows 1 logo below 600 px, 2 from 600, 3 from 767 and 5 from 1000', () => {
    expect(itemsPerViewFor(0)).toBe(1);
    expect(itemsPerViewFor(375)).toBe(1);
    expect(itemsPerViewFor(599)).toBe(1);
    expect(itemsPerViewFor(600)).toBe(2);
    expect(itemsPerViewFor(766)).toBe(2);
    expect(itemsPerViewFor(767)).toBe(3);
    expect(itemsPerViewFor(999)).toBe(3);
    expect(itemsPerViewFor(1000)).toBe(5);
    expect(itemsPerViewFor(1280)).toBe(5);
  });
});

/** Resizes happy-dom's window: its media queries follow, and report the change. */
function resizeWindow(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height: 800 });
}

describe('usePartnerItemsPerView', () => {
  it('follows the window width through media queries, without reading window.innerWidth', async () => {
    const readWidth = vi.spyOn(window, 'innerWidth', 'get');
    resizeWindow(1280);
    const { result } = renderHook(() => usePartnerItemsPerView());
    expect(result.current).toBe(5);
    act(() => resizeWindow(700));
    await waitFor(() => expect(result.current).toBe(2));
    act(() => resizeWindow(375));
    await waitFor(() => expect(result.current).toBe(1));
    expect(readWidth).not.toHaveBeenCalled();
    readWidth.mockRestore();
    resizeWindow(1024);
  });
});
