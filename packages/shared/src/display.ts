/**
 * The visitor's display preferences (issue 16, GIGW 3.0): text size (A-, A, A+) and a high-contrast theme. Each is
 * kept in a cookie the top bar's buttons set, so the server puts them on <html> (`data-text-size`,
 * `data-contrast`) and the first paint is already in the chosen size and colours, with no inline script.
 */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export type DisplayPreferences = { textSize: TextSize; highContrast: boolean };

export const DEFAULT_DISPLAY: DisplayPreferences = { textSize: 'normal', highContrast: false };

/** The cookies that carry them; absent means the default. */
export const TEXT_SIZE_COOKIE = 'text_size';
export const CONTRAST_COOKIE = 'contrast';
/** The one value of the contrast cookie. */
export const HIGH_CONTRAST = 'high';

/** The attributes on <html> the stylesheets key on. */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
export const CONTRAST_ATTRIBUTE = 'data-contrast';

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/** A cookie's value in a Cookie header (or `document.cookie`). */
function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [key, value] = pair.split('=', 2).map((part) => part?.trim());
    if (key === name) return value;
  }
  return undefined;
}

/** The preferences a Cookie header carries; unknown values are the defaults. */
export function displayOfCookieHeader(cookieHeader: string | undefined): DisplayPreferences {
  const textSize = cookieValue(cookieHeader, TEXT_SIZE_COOKIE);
  return {
    textSize: isTextSize(textSize) ? textSize : DEFAULT_DISPLAY.textSize,
    highContrast: cookieValue(cookieHeader, CONTRAST_COOKIE) === HIGH_CONTRAST,
  };
}

/** The attributes for <html> as HTML source (' data-text-size="large" data-contrast="high"'); '' for the defaults. */
export function displayAttributes(display: DisplayPreferences): string {
  let attributes = '';
  if (display.textSize !== DEFAULT_DISPLAY.textSize) attributes += ` ${TEXT_SIZE_ATTRIBUTE}="${display.textSize}"`;
  if (display.highContrast) attributes += ` ${CONTRAST_ATTRIBUTE}="${HIGH_CONTRAST}"`;
  return attributes;
}

/** `html` with the attributes added to its <html lang="…"> tag. */
export function withDisplayAttributes(html: string, display: DisplayPreferences): string {
  const attributes = displayAttributes(display);
  if (!attributes) return html;
  return html.replace(/<html lang="[^"]*"/, (tag) => `${tag}${attributes}`);
}
