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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The number of partner logos in view for the current window width, following resizes. */
export function usePartnerItemsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => itemsPerViewFor(window.innerWidth),
    () => itemsPerViewFor(0),
  );
}
