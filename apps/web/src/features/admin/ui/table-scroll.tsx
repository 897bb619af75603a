import type { ReactNode } from 'react';

type TableScrollProps = {
  /** id of the table's caption: it names the scroll box too. */
  captionId: string;
  className?: string;
  children: ReactNode;
};

/**
 * The box a back-office table scrolls in sideways when it is wider than the page (issue 19: at 1280 px the last
 * column, a row's Delete button, was cut off; at 375 px tables widened the page). The box is focusable so the
 * keyboard can scroll it (WCAG 2.1.1) and is named by the table's caption. A named group, not a region: a region is a
 * landmark, and a table captioned like its page's heading would make two landmarks of one name.
 */
export function TableScroll({ captionId, className, children }: TableScrollProps) {
  const boxClass = className ? `admin-table-wrap ${className}` : 'admin-table-wrap';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table to scroll it.
    <div role="group" className={boxClass} aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}
