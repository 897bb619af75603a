import { STORAGE_KEYS, USER_TYPES, type UserType } from '@iiidem/shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * The browser session (spec 1 §4): signed in means an access token is held in localStorage.
 * This module is the only one that reads or writes the token and the user type; components read them
 * through `useSession()`, which re-renders on changes made here and on changes made in another tab.
 */
export type Session = {
  accessToken: string | null;
  userType: UserType | null;
};

const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.userType];
const SIGNED_OUT: Session = { accessToken: null, userType: null };

const listeners = new Set<() => void>();
let snapshot: Session = SIGNED_OUT;

// Storage can be unavailable (blocked cookies, some private modes): treat that as signed out.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not persist.
  }
}

function parseUserType(raw: string | null): UserType | null {
  const value = Number(raw);
  return raw !== null && (USER_TYPES as readonly number[]).includes(value) ? (value as UserType) : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current session; the same object is returned while nothing changed (useSyncExternalStore needs that). */
export function getSession(): Session {
  const accessToken = readItem(STORAGE_KEYS.accessToken) || null;
  const userType = parseUserType(readItem(STORAGE_KEYS.userType));
  if (accessToken !== snapshot.accessToken || userType !== snapshot.userType) {
    snapshot = accessToken === null && userType === null ? SIGNED_OUT : { accessToken, userType };
  }
  return snapshot;
}

export function getAccessToken(): string | null {
  return getSession().accessToken;
}

/** Stores the token (and the user type when known) after a successful one-time-code check. */
export function startSession(accessToken: string, userType?: UserType): void {
  writeItem(STORAGE_KEYS.accessToken, accessToken);
  if (userType !== undefined) writeItem(STORAGE_KEYS.userType, String(userType));
  notify();
}

/** Removes accessToken and user_type (logout, 401, 'Token Expired'); every `useSession()` re-renders signed out. */
export function clearSession(): void {
  writeItem(STORAGE_KEYS.accessToken, null);
  writeItem(STORAGE_KEYS.userType, null);
  notify();
}

/** Calls `listener` on session changes in this tab and, through the `storage` event, in other tabs. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab called localStorage.clear().
    if (event.key === null || SESSION_KEYS.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, () => SIGNED_OUT);
}

export function useIsSignedIn(): boolean {
  return useSession().accessToken !== null;
}
