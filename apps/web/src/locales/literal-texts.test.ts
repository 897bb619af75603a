import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiteralTexts, literalTextsInSource } from './literal-texts';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('interface texts (issue 14)', () => {
  it('finds the literal texts of a component, and not those inside <Trans> or without letters', () => {
    const component = [
      "import { Trans } from '@lingui/react/macro';",
      'export function Sample({ count }: { count: number }) {',
      '  return (',
      '    <section aria-label="Latest news" className="news">',
      '      <h2>Latest news</h2>',
      '      <img src="/a.png" alt="A photo" />',
      "      <p>{'Read more'}</p>",
      '      <p><Trans>Shown in two languages</Trans> | {count} – ©</p>',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(literalTextsInSource(component, 'sample.tsx').map((text) => text.text)).toEqual([
      'aria-label="Latest news"',
      'Latest news',
      'alt="A photo"',
      'Read more',
    ]);
  });

  it('has no literal text in a component outside the catalogues (the back office and tests apart)', () => {
    expect(findLiteralTexts(sourceRoot).map((text) => `${text.file}:${text.line} ${text.text}`)).toEqual([]);
  });
});
