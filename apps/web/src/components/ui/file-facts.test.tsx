import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { FileFacts } from './file-facts';

const PDF = 'application/pdf';

function textOf(element: React.ReactElement): string {
  const { container, unmount } = render(<p>{element}</p>);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('FileFacts (issue 16: every download says its type and size)', () => {
  it('says the kind and the size in whole KB under 1 MB', () => {
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 250_880 }} />)).toBe(' (PDF, 245 KB)');
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 300 }} />)).toBe(' (PDF, 1 KB)');
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 1_047_552 }} />)).toBe(' (PDF, 1,023 KB)');
  });

  it('says MB with one decimal from 1 MB', () => {
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 1_048_576 }} />)).toBe(' (PDF, 1.0 MB)');
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 13_107_200 }} />)).toBe(' (PDF, 12.5 MB)');
  });

  it('names Word, Excel, JPG, PNG and ZIP files, by type or by extension', () => {
    const octet = 'application/octet-stream';
    expect(textOf(<FileFacts href="/docs/form.docx" facts={{ type: octet, size: 2_109 }} />)).toBe(' (Word, 2 KB)');
    expect(textOf(<FileFacts href="/docs/a.xlsx" facts={{ type: octet, size: 4_096 }} />)).toBe(' (Excel, 4 KB)');
    expect(textOf(<FileFacts href="/x" facts={{ type: 'image/jpeg', size: 51_200 }} />)).toBe(' (JPG, 50 KB)');
    expect(textOf(<FileFacts href="/x.png" facts={{ type: 'image/png', size: 51_200 }} />)).toBe(' (PNG, 50 KB)');
    expect(textOf(<FileFacts href="/x.zip" facts={{ type: 'application/zip', size: 2_097_152 }} />)).toBe(
      ' (ZIP, 2.0 MB)',
    );
  });

  it('says only the kind when the file is not there, and nothing when no kind is known', () => {
    expect(textOf(<FileFacts href="/files/a.pdf" facts={null} />)).toBe(' (PDF)');
    expect(textOf(<FileFacts href="https://example.org/doc" facts={null} type={PDF} />)).toBe(' (PDF)');
    expect(textOf(<FileFacts href="https://example.org/doc" facts={null} />)).toBe('');
  });

  it('says it in Hindi on a Hindi page', () => {
    i18n.activate('hi');
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 250_880 }} />)).toBe(' (पीडीएफ़, 245 केबी)');
    expect(textOf(<FileFacts href="/files/a.pdf" facts={{ type: PDF, size: 1_572_864 }} />)).toBe(
      ' (पीडीएफ़, 1.5 एमबी)',
    );
    expect(textOf(<FileFacts href="/docs/form.docx" facts={{ type: 'x', size: 1_047_552 }} />)).toBe(
      ' (वर्ड, 1,023 केबी)',
    );
  });
});
