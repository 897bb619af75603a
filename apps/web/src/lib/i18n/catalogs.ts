import type { Language } from '@iiidem/shared/language';
import type { Messages } from '@lingui/core';
import type { CatalogArea } from '../../../lingui.config';
import * as englishShell from '../../locales/en/shell.po';
import { i18n } from './runtime';

export type { CatalogArea };

type CatalogModule = { messages: Messages };

/**
 * Every catalogue, each its own chunk (src/locales/{language}/{area}.po, see lingui.config.ts), but the English
 * shell's: every English page needs it, so it comes with the app's code instead of one more request.
 */
const loaders: Record<string, () => Promise<CatalogModule>> = {
  ...import.meta.glob<CatalogModule>(['../../locales/*/*.po', '!../../locales/en/shell.po']),
  '../../locales/en/shell.po': async () => englishShell,
};

const loaded = new Set<string>();
/** The areas the visitor's pages have needed so far: a language switch loads them in the new language. */
const wanted = new Set<CatalogArea>(['shell']);

function catalogPath(language: Language, area: CatalogArea): string {
  return `../../locales/${language}/${area}.po`;
}

/** The build's manifest key of a catalogue: the server preloads the page's catalogues (entry-server.tsx). */
export function catalogManifestKey(language: Language, area: CatalogArea): string {
  return `src/locales/${language}/${area}.po`;
}

/** Loads the `areas` (and the shell) of `language` into the app's Lingui instance, each once. */
export async function loadCatalogs(language: Language, areas: readonly CatalogArea[] = []): Promise<void> {
  const missing = (['shell', ...areas] as CatalogArea[]).filter((area) => {
    wanted.add(area);
    return !loaded.has(`${language}/${area}`);
  });
  const modules = await Promise.all(
    missing.map(async (area) => {
      const load = loaders[catalogPath(language, area)];
      if (!load) throw new Error(`No ${language} catalogue for ${area}`);
      return { area, messages: (await load()).messages };
    }),
  );
  for (const { area, messages } of modules) {
    i18n.load(language, messages);
    loaded.add(`${language}/${area}`);
  }
}

/** Every area needed so far, in `language`: what a language switch loads before it shows the page again. */
export function loadWantedCatalogs(language: Language): Promise<void> {
  return loadCatalogs(language, [...wanted]);
}

/** Every catalogue of every language, once: the server renders any page in either language (entry-server.tsx). */
export async function loadAllCatalogs(): Promise<void> {
  await Promise.all(
    Object.entries(loaders).map(async ([file, load]) => {
      const match = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(file);
      if (!match) return;
      const [, language, area] = match;
      i18n.load(language as Language, (await load()).messages);
      loaded.add(`${language}/${area}`);
    }),
  );
}
