import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigationState } from './use-navigation-state';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `tab` of a navigation state when it is one of `tabs`; otherwise undefined. */
export function readTabFromState<T extends string>(state: unknown, tabs: readonly T[]): T | undefined {
  if (!isRecord(state)) return undefined;
  const { tab } = state;
  return typeof tab === 'string' && (tabs as readonly string[]).includes(tab) ? (tab as T) : undefined;
}

/**
 * The selected tab of a page whose links pass `{ tab }` in navigation state (spec 1 §2, spec 2 §2).
 * The location's state is the one source of truth: choosing a tab replaces the current history entry with the
 * new state, so a Menu link to another tab of the page already shown, Back/Forward and a reload all agree.
 * Without a valid tab in the state, `fallback` decides.
 */
export function useNavigationStateTab<T extends string>(
  tabs: readonly T[],
  fallback: () => T,
): [selected: T, select: (tab: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = readTabFromState(useNavigationState(), tabs) ?? fallback();

  const { pathname, search, hash, state } = location;
  const select = useCallback(
    (tab: T) => {
      navigate(
        { pathname, search, hash },
        { replace: true, preventScrollReset: true, state: { ...(isRecord(state) ? state : {}), tab } },
      );
    },
    [navigate, pathname, search, hash, state],
  );

  return [selected, select];
}
