import { type RefObject, useEffect } from 'react';

/**
 * Moves focus (and the view) to a form's heading when the form opens, so keyboard and screen-reader users
 * land on the form they asked for rather than staying on the button far down the list.
 */
export function useFocusOnOpen(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}
