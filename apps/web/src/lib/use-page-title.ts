import { useContext, useLayoutEffect } from 'react';
import { HeadCollectorContext } from '../app/page-head';
import { formatPageTitle } from '../page-titles';
import { useLingui } from './i18n/runtime';

/**
 * Sets the document title to '{page} | IIIDEM' (spec 1 §1) in the page's language. Pass a value from PAGE_TITLES
 * (it is translated) or a data-driven title.
 */
export function usePageTitle(page: string): void {
  // Subscribes to the language: a switch renders the title again, in the new language.
  useLingui();
  const title = formatPageTitle(page);
  // During a server render (no document), the title goes into the page's <head> instead.
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.title = title;
  // A layout effect: the title changes in the same commit as the page (or the language), before anything reads it.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
