import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentTypeOfName } from '@iiidem/shared/files/file-facts';
import { describe, expect, it } from 'vitest';
import { SITE_FILE_FACTS } from './site-file-facts';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(PUBLIC_DIR, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${folder}/${entry.name}`) : [`/${folder}/${entry.name}`],
  );
}

describe('SITE_FILE_FACTS', () => {
  it("has every document of public/docs with the file's own size and type", () => {
    const documents = filesUnder('docs').sort();
    expect(Object.keys(SITE_FILE_FACTS).sort()).toEqual(documents);
    for (const href of documents) {
      expect(SITE_FILE_FACTS[href], href).toEqual({
        type: contentTypeOfName(href),
        size: statSync(path.join(PUBLIC_DIR, href)).size,
      });
    }
  });
});
