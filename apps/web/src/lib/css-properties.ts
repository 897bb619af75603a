import type { RefCallback } from 'react';

/** CSS property name ('inline-size', '--partner-items') to value. */
export type CssProperties = Record<string, string>;

/**
 * A ref callback that sets inline styles through the CSSOM. The CSP (style-src 'self') blocks `style`
 * attributes in HTML, and server-rendered pages carry React's style props as such attributes; styles set
 * through the CSSOM are allowed. So components of server-rendered pages set their computed styles this way,
 * after hydration (issue 13); their CSS gives the value the page has until then.
 */
export function cssProperties(properties: CssProperties): RefCallback<HTMLElement> {
  return (element) => {
    if (!element) return;
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
  };
}
