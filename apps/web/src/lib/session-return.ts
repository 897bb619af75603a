import { paths } from '../paths';

/**
 * After the session timed out (issue 16): the sign-in page says why, and signing in again returns to the page
 * the user was on. Kept per tab (sessionStorage), for a day at most, and only ever a path of this site.
 */
type IdleSignOut = { path: string; minutes: number; at: number };

const KEY = 'idleSignOut';
const KEEP_MS = 24 * 3_600_000;
/** Screens a return must not lead back to. */
const NOT_RETURNABLE: readonly string[] = [paths.login, paths.otp, paths.legacyLogin];

/**
 * `path` when it is a path on this site ('/x?y#z'), else null: no scheme, no host, no '//' or '/\' (which
 * browsers read as another host), no control characters, and never the sign-in screens themselves.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid') return null;
  if (NOT_RETURNABLE.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function read(): IdleSignOut | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<IdleSignOut>;
    const path = safeReturnPath(value.path);
    const minutes = Number(value.minutes);
    const at = Number(value.at);
    if (!path || !Number.isInteger(minutes) || minutes < 1 || !(Date.now() - at < KEEP_MS)) return null;
    return { path, minutes, at };
  } catch {
    return null;
  }
}

/** Remembers, for this tab, that the session ended after `minutes` idle minutes on `path`. */
export function recordIdleSignOut(path: string, minutes: number): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ path: safe, minutes, at: Date.now() }));
  } catch {
    // Without storage the user simply starts from the dashboard.
  }
}

/** The sign-in page's address after a sign-out for idleness ('/iiidem-login?timeout=30'), else the plain one. */
export function signInPath(): string {
  const signOut = read();
  return signOut ? `${paths.login}?timeout=${signOut.minutes}` : paths.login;
}

/**
 * The page to return to after signing in again, or null. Both the code screen and the guard of the sign-in
 * screens (which reacts to the new token in the same moment) go there; the time-out watcher forgets it once
 * the new session runs (`forgetIdleSignOut`).
 */
export function returnPathAfterSignIn(): string | null {
  return read()?.path ?? null;
}

/** Forgets the time-out of this tab: a new session runs. */
export function forgetIdleSignOut(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
