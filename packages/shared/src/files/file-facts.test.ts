import { describe, expect, it } from 'vitest';
import { contentTypeOfName, fileKindOf, fileSizeParts, formatFileSizeAmount } from './file-facts';

describe('fileKindOf', () => {
  it('names the kinds a visitor knows, by content type', () => {
    expect(fileKindOf('application/pdf')).toBe('PDF');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(fileKindOf('application/msword')).toBe('Word');
    expect(fileKindOf('application/vnd.ms-excel')).toBe('Excel');
    expect(fileKindOf('image/jpeg')).toBe('JPG');
    expect(fileKindOf('image/png')).toBe('PNG');
    expect(fileKindOf('application/zip')).toBe('ZIP');
  });

  it('falls back on the extension when the type says nothing', () => {
    expect(fileKindOf('application/octet-stream', '/docs/form.docx')).toBe('Word');
    expect(fileKindOf('application/octet-stream', '/docs/data.xlsx?x=1')).toBe('Excel');
    expect(fileKindOf('application/octet-stream', '/docs/slides.pptx')).toBe('PPTX');
    expect(fileKindOf('application/octet-stream', '/docs/README')).toBe('File');
  });
});

describe('contentTypeOfName', () => {
  it('gives the type of a known extension and octet-stream otherwise', () => {
    expect(contentTypeOfName('/docs/A.PDF')).toBe('application/pdf');
    expect(contentTypeOfName('/docs/a.unknown')).toBe('application/octet-stream');
  });
});

describe('fileSizeParts', () => {
  it('gives whole kilobytes under 1 MB, at least 1 KB', () => {
    expect(fileSizeParts(0)).toEqual({ amount: 1, unit: 'KB' });
    expect(fileSizeParts(250_880)).toEqual({ amount: 245, unit: 'KB' });
    expect(fileSizeParts(1_047_552)).toEqual({ amount: 1023, unit: 'KB' });
  });

  it('gives megabytes with one decimal from 1 MB (and for what rounds to 1,024 KB)', () => {
    expect(fileSizeParts(1_048_300)).toEqual({ amount: 1, unit: 'MB' });
    expect(fileSizeParts(1_048_576)).toEqual({ amount: 1, unit: 'MB' });
    expect(fileSizeParts(1_572_864)).toEqual({ amount: 1.5, unit: 'MB' });
  });

  it('formats the amount for the language, one decimal for megabytes', () => {
    expect(formatFileSizeAmount({ amount: 1023, unit: 'KB' }, 'en-IN')).toBe('1,023');
    expect(formatFileSizeAmount({ amount: 1, unit: 'MB' }, 'hi-IN')).toBe('1.0');
    expect(formatFileSizeAmount({ amount: 12.5, unit: 'MB' }, 'en-IN')).toBe('12.5');
  });
});
