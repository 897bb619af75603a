import { SESSION_EXPIRES_IN_HEADER } from '@iiidem/shared/session/session-header';

/**
 * When the signed-in session ends, as this browser knows it (issue 16, WCAG 2.2.1). The server refreshes the
 * idle time on every signed-in request and says how many seconds are left (`x-session-expires-in`, and
 * GET /api/session); the moment is kept on this browser's clock in localStorage, so every tab warns and signs
 * out at the same time, and a tab that extends the session moves the deadline of the others too.
 */
export type SessionDeadline = {
  /** Date.now() at which the session ends. */
  at: number;
  /** The server's idle limit, once known (GET /api/session). */
  idleMinutes: number | null;
  /** Set by the tab that signed out after the idle time ran out, so other tabs say why as well. */
  ended?: boolean;
};

export const SESSION_DEADLINE_KEY = 'sessionDeadline';

const listeners = new Set<() => void>();
let snapshotRaw: string | null = null;
let snapshot: SessionDeadline | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_DEADLINE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SessionDeadline | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { at, idleMinutes, ended } = value as Record<string, unknown>;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    return {
      at,
      idleMinutes: typeof idleMinutes === 'number' && idleMinutes > 0 ? idleMinutes : null,
      ...(ended === true ? { ended: true } : {}),
    };
  } catch {
    return null;
  }
}

/** The known deadline; the same object while nothing changed (useSyncExternalStore needs that). */
export function getSessionDeadline(): SessionDeadline | null {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parse(raw);
  }
  return snapshot;
}

function write(deadline: SessionDeadline): void {
  try {
    window.localStorage.setItem(SESSION_DEADLINE_KEY, JSON.stringify(deadline));
  } catch {
    // Storage unavailable: the session is not kept across reloads either.
  }
  for (const listener of listeners) listener();
}

/** The server said `seconds` are left (and, from GET /api/session, its idle limit). */
export function noteSessionExpiresIn(seconds: number, idleMinutes?: number): void {
  const known = getSessionDeadline();
  write({ at: Date.now() + seconds * 1000, idleMinutes: idleMinutes ?? known?.idleMinutes ?? null });
}

/** Marks the session as ended by the idle time (before the token is dropped). */
export function markSessionEnded(): void {
  const known = getSessionDeadline();
  write({ at: Math.min(known?.at ?? Date.now(), Date.now()), idleMinutes: known?.idleMinutes ?? null, ended: true });
}

/** Reads `x-session-expires-in` from an API answer (any signed-in request restarts the idle time). */
export function noteSessionHeader(headers: Headers): void {
  const value = headers.get(SESSION_EXPIRES_IN_HEADER);
  if (value === null || !/^\d+$/.test(value)) return;
  noteSessionExpiresIn(Number(value));
}

/** Calls `listener` on changes made in this tab and, through the `storage` event, in other tabs. */
export function subscribeToSessionDeadline(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_DEADLINE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
