import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating server HTML; true otherwise (React renders again
 * right after hydration). Values that only the browser knows (browser storage, the session) are read once this
 * is true, so the first browser render matches the server's HTML (issue 13).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
