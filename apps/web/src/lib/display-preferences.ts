import {
  CONTRAST_ATTRIBUTE,
  CONTRAST_COOKIE,
  DEFAULT_DISPLAY,
  type DisplayPreferences,
  displayOfCookieHeader,
  HIGH_CONTRAST,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_COOKIE,
  type TextSize,
} from '@iiidem/shared/display';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's text size and contrast (issue 16). They live in cookies, so the server puts them on <html> before
 * the first paint (apps/api web-app plugin); the page applies them itself too (the Vite dev server serves
 * index.html as it is). The top bar's buttons change them here, and every button showing them re-renders.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let current: DisplayPreferences | undefined;
const listeners = new Set<() => void>();

/** What the cookies say, read once per page. */
function snapshot(): DisplayPreferences {
  current ??= displayOfCookieHeader(document.cookie);
  return current;
}

function serverSnapshot(): DisplayPreferences {
  return DEFAULT_DISPLAY;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets (or removes, for the default) the attributes the stylesheets key on. */
export function applyDisplayPreferences(root: HTMLElement, display: DisplayPreferences) {
  if (display.textSize === DEFAULT_DISPLAY.textSize) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, display.textSize);
  if (display.highContrast) root.setAttribute(CONTRAST_ATTRIBUTE, HIGH_CONTRAST);
  else root.removeAttribute(CONTRAST_ATTRIBUTE);
}

/** Applies the remembered preferences to the document (at start-up). */
export function applyRememberedDisplay(document: Document) {
  current = displayOfCookieHeader(document.cookie);
  applyDisplayPreferences(document.documentElement, current);
}

function rememberCookie(name: string, value: string | undefined) {
  const lifetime = value === undefined ? 'Max-Age=0' : `Max-Age=${ONE_YEAR_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${name}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax`;
}

function update(next: DisplayPreferences) {
  current = next;
  applyDisplayPreferences(document.documentElement, next);
  for (const listener of listeners) listener();
}

/** Shows the page in `textSize` and remembers it for the next pages and visits. */
export function setTextSize(textSize: TextSize) {
  rememberCookie(TEXT_SIZE_COOKIE, textSize === DEFAULT_DISPLAY.textSize ? undefined : textSize);
  update({ ...snapshot(), textSize });
}

/** Turns the high-contrast theme on or off and remembers it. */
export function setHighContrast(highContrast: boolean) {
  rememberCookie(CONTRAST_COOKIE, highContrast ? HIGH_CONTRAST : undefined);
  update({ ...snapshot(), highContrast });
}

/**
 * The preferences now. A server-rendered page hydrates with the defaults (the server's HTML is the same for
 * everyone) and then shows the visitor's own.
 */
export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Forgets the page's reading of the cookies (tests). */
export function resetDisplayPreferencesForTests() {
  current = undefined;
}
