import { useLayoutEffect } from 'react';
import { formatPageTitle } from '../page-titles';

/** Sets the document title to '{page} | IIIDEM' (spec 1 §1). Pass a value from PAGE_TITLES or a data-driven title. */
export function usePageTitle(page: string): void {
  // A layout effect: the title changes in the same commit as the page, before anything can read it.
  useLayoutEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
