import { useContext, useLayoutEffect } from 'react';
import { HeadCollectorContext } from '../app/page-head';
import { formatPageTitle } from '../page-titles';

/** Sets the document title to '{page} | IIIDEM' (spec 1 §1). Pass a value from PAGE_TITLES or a data-driven title. */
export function usePageTitle(page: string): void {
  // During a server render (no document), the title goes into the page's <head> instead.
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.title = formatPageTitle(page);
  // A layout effect: the title changes in the same commit as the page, before anything can read it.
  useLayoutEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
