import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { CATALOG_AREAS } from '../../lingui.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const po = formatter();

type Entry = { message?: string; translation?: string; obsolete?: boolean };

async function catalogue(language: string, area: string): Promise<Record<string, Entry>> {
  const content = readFileSync(path.join(here, language, `${area}.po`), 'utf8');
  return (await po.parse(content, { locale: language, sourceLocale: 'en', filename: `${area}.po` })) as Record<
    string,
    Entry
  >;
}

describe('the interface catalogues (issue 14)', () => {
  it('has an English and a Hindi catalogue for every area, and nothing else', () => {
    for (const language of ['en', 'hi']) {
      const files = readdirSync(path.join(here, language)).filter((file) => file.endsWith('.po'));
      expect(files.sort()).toEqual(CATALOG_AREAS.map((area) => `${area}.po`).sort());
    }
  });

  it.each(CATALOG_AREAS)('gives every text of %s its Hindi, and keeps the English as the source', async (area) => {
    const english = await catalogue('en', area);
    const hindi = await catalogue('hi', area);
    const current = (entries: Record<string, Entry>) => Object.keys(entries).filter((id) => !entries[id]?.obsolete);
    expect(current(hindi).sort()).toEqual(current(english).sort());
    const untranslated = current(hindi).filter((id) => !hindi[id]?.translation?.trim());
    expect(untranslated, `${area}: texts without Hindi`).toEqual([]);
    for (const id of current(english)) {
      expect(english[id]?.translation, id).toBe(english[id]?.message);
    }
  });

  it('gives a text found in several areas one Hindi (they share one Lingui instance: the last loaded would win)', async () => {
    const hindiOf = new Map<string, { area: string; hindi: string }>();
    const conflicts: string[] = [];
    for (const area of CATALOG_AREAS) {
      const hindi = await catalogue('hi', area);
      for (const [id, entry] of Object.entries(hindi)) {
        if (entry.obsolete || !entry.translation) continue;
        const seen = hindiOf.get(id);
        if (seen && seen.hindi !== entry.translation) {
          conflicts.push(`"${entry.message ?? id}": ${seen.area} "${seen.hindi}", ${area} "${entry.translation}"`);
        }
        if (!seen) hindiOf.set(id, { area, hindi: entry.translation });
      }
    }
    expect(conflicts, 'use the same Hindi, or give one of them a context (msg({ message, context }))').toEqual([]);
  });
});
