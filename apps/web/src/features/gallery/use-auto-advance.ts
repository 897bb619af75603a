import { useEffect, useRef } from 'react';

/**
 * Calls `advance` after `delay` ms while `active`, and again `delay` ms after every change of `position`:
 * a slide the visitor moves to gets its full time too.
 */
export function useAutoAdvance({
  active,
  delay,
  position,
  advance,
}: {
  active: boolean;
  delay: number;
  position: number;
  advance: () => void;
}): void {
  const latestAdvance = useRef(advance);
  latestAdvance.current = advance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts whenever the position changes
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latestAdvance.current(), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay, position]);
}
