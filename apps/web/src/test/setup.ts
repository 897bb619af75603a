import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllCatalogs } from '../lib/i18n/catalogs';
import { i18n } from '../lib/i18n/runtime';

// Every catalogue, English active: components render the spec's texts as before (issue 14). A test that shows
// Hindi activates 'hi' itself; the language goes back to English after it.
await loadAllCatalogs();
i18n.activate('en');
// A text missing from its catalogue would show as its id: run `npm run i18n:extract` (apps/web).
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`Message ${id} is not in the ${locale} catalogues: run npm run i18n:extract -w @iiidem/web`);
});

// happy-dom (20 and 21) keeps the wrong option when a single select finds two selected: the one at the position of the
// count of selected options, where the HTML standard keeps the last selected one. Preact marks a select's default
// option as selected before inserting it after the first option, which meets that path; browsers show the right one.
if (typeof window !== 'undefined') {
  const select = HTMLSelectElement.prototype as unknown as Record<symbol, (option: HTMLOptionElement | null) => void>;
  const updateSelectedness = Object.getOwnPropertySymbols(select).find(
    (symbol) => symbol.description === 'updateSelectedness',
  );
  const original = updateSelectedness && select[updateSelectedness];
  if (updateSelectedness && original) {
    select[updateSelectedness] = function (this: HTMLSelectElement, option: HTMLOptionElement | null) {
      const selected = option || this.multiple ? [] : [...this.options].filter((each) => each.selected);
      original.call(this, selected.length >= 2 ? (selected.at(-1) ?? null) : option);
    };
  }
}

// Pages are lazy modules that Vite transforms on first import (once per worker); on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // The server entry's tests run in Node, without a DOM (// @vitest-environment node).
  if (i18n.locale !== 'en') i18n.activate('en');
  if (typeof window === 'undefined') return;
  document.documentElement.lang = 'en';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = 'lang=; Path=/; Max-Age=0';
  cleanup();
  window.localStorage.clear();
  document.title = '';
});
