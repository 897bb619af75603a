import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRAINING_MESSAGES as M,
  storedLinkAddress,
  trainingFileIssue,
  ZAdminSessionBody,
  ZAdminTrainingBody,
  ZAdminTrainingFileFields,
} from './trainings';

const issueAt = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) => result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('ZAdminTrainingBody', () => {
  it('trims, upper-cases the code and stores an empty overview as null', () => {
    expect(
      ZAdminTrainingBody.parse({ training_name: ' T ', training_code: ' dm-012 ', overview: '  ', published: true }),
    ).toEqual({
      training_name: 'T',
      training_nameHi: '',
      training_code: 'DM-012',
      overview: null,
      overviewHi: '',
      published: true,
    });
  });

  it.each([
    [{ training_name: '', training_code: 'DM-1', published: true }, 'training_name', M.nameRequired],
    [{ training_name: 'T', training_code: '', published: true }, 'training_code', M.codeRequired],
    [{ training_name: 'T', training_code: '<b>', published: true }, 'training_code', M.codeFormat],
    [{ training_name: 'T', training_code: 'DM-1', published: 'yes' }, 'published', M.published],
  ])('rejects %o under %s', (input, path, message) => {
    expect(issueAt(ZAdminTrainingBody.safeParse(input), path)).toBe(message);
  });

  it('rejects unknown fields', () => {
    expect(
      ZAdminTrainingBody.safeParse({ training_name: 'T', training_code: 'A', published: true, id: 1 }).success,
    ).toBe(false);
  });
});

describe('ZAdminSessionBody', () => {
  it('accepts a name, an optional description and a sort order', () => {
    expect(ZAdminSessionBody.parse({ session_name: 'S1', sort_order: 2 })).toEqual({
      session_name: 'S1',
      session_nameHi: '',
      session_desc: null,
      session_descHi: '',
      sort_order: 2,
    });
  });

  it('rejects a missing name and a text sort order', () => {
    expect(issueAt(ZAdminSessionBody.safeParse({ session_name: ' ', sort_order: 1 }), 'session_name')).toBe(
      M.sessionNameRequired,
    );
    expect(ZAdminSessionBody.safeParse({ session_name: 'S', sort_order: '1' }).success).toBe(false);
  });
});

describe('ZAdminTrainingFileFields', () => {
  const base = { file_title_name: 'Reading', sort_order: '1' };

  it('keeps no address for PDF and IMG', () => {
    expect(ZAdminTrainingFileFields.parse({ ...base, file_type: 'PDF' })).toEqual({
      file_type: 'PDF',
      file_title_name: 'Reading',
      file_title_nameHi: '',
      sort_order: 1,
      address: null,
    });
    expect(ZAdminTrainingFileFields.parse({ ...base, file_type: 'IMG', address: '' }).address).toBeNull();
  });

  it('refuses an address on a PDF', () => {
    expect(
      issueAt(ZAdminTrainingFileFields.safeParse({ ...base, file_type: 'PDF', address: 'https://x.org' }), 'address'),
    ).toBe(M.noAddressForFile);
  });

  it('stores a VIDEO as the escaped embed address and a URL as an escaped http(s) link', () => {
    expect(
      ZAdminTrainingFileFields.parse({ ...base, file_type: 'VIDEO', address: 'https://youtu.be/dQw4w9WgXcQ' }).address,
    ).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;modestbranding=1');
    expect(
      ZAdminTrainingFileFields.parse({ ...base, file_type: 'URL', address: 'https://example.org/a?b=1&c=2' }).address,
    ).toBe('https://example.org/a?b=1&amp;c=2');
  });

  it.each([
    ['VIDEO', 'https://vimeo.com/1', M.videoAddress],
    ['VIDEO', undefined, M.videoAddress],
    ['URL', 'javascript:alert(1)', M.linkAddress],
    ['URL', 'ftp://example.org/x', M.linkAddress],
    ['URL', '', M.linkAddress],
  ])('rejects a %s with address %s', (type, address, message) => {
    expect(issueAt(ZAdminTrainingFileFields.safeParse({ ...base, file_type: type, address }), 'address')).toBe(message);
  });

  it('rejects an unknown type and unknown fields', () => {
    expect(issueAt(ZAdminTrainingFileFields.safeParse({ ...base, file_type: 'DOC' }), 'file_type')).toBe(M.fileType);
    expect(ZAdminTrainingFileFields.safeParse({ ...base, file_type: 'PDF', pdf: '/x.pdf' }).success).toBe(false);
  });
});

describe('storedLinkAddress and trainingFileIssue', () => {
  it('normalises links and checks chosen files', () => {
    expect(storedLinkAddress('http://Example.org')).toBe('http://example.org/');
    expect(trainingFileIssue('PDF', { type: 'application/pdf', size: 10 })).toBeNull();
    expect(trainingFileIssue('PDF', { type: 'image/png', size: 10 })).toBe(M.pdfFile);
    expect(trainingFileIssue('IMG', { type: 'application/pdf', size: 10 })).toBe(M.imageFile);
    expect(trainingFileIssue('IMG', { type: 'image/png', size: 11 * 1024 * 1024 })).toBe(M.fileTooLarge);
  });
});
