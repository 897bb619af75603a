import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPrivateFileKey } from '../private-files';
import { findFileFacts, findStoredFileFacts, withFileFacts } from './file-facts';
import type { FileStore } from './file-store';
import { createFolderFileStore } from './folder-file-store';

let root: string;
let webDistDir: string;
let files: FileStore;
const source = () => ({ files, config: { webDistDir } });

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'file-facts-'));
  webDistDir = path.join(root, 'dist');
  mkdirSync(path.join(webDistDir, 'docs'), { recursive: true });
  mkdirSync(path.join(webDistDir, 'server'), { recursive: true });
  writeFileSync(path.join(webDistDir, 'docs', 'application form.docx'), Buffer.alloc(2_100));
  writeFileSync(path.join(webDistDir, 'docs', 'brochure.pdf'), Buffer.alloc(250_880));
  writeFileSync(path.join(webDistDir, 'server', 'entry-server.js'), 'export {}');
  writeFileSync(path.join(root, 'secret.txt'), 'outside the build');
  files = createFolderFileStore(path.join(root, 'files'));
  await files.write('public', 'vacancies/a.pdf', Buffer.alloc(1_048_576));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findFileFacts', () => {
  it("gives a stored file's type and size", async () => {
    expect(await findFileFacts(source(), '/files/vacancies/a.pdf')).toEqual({
      type: 'application/pdf',
      size: 1_048_576,
    });
  });

  it("gives a file of the web build's type (by its extension) and size", async () => {
    expect(await findFileFacts(source(), '/docs/application%20form.docx')).toEqual({
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2_100,
    });
    expect(await findFileFacts(source(), '/docs/brochure.pdf?v=2#page=3')).toEqual({
      type: 'application/pdf',
      size: 250_880,
    });
  });

  it('gives null for a missing file, an outside address, a page, and anything outside the public build', async () => {
    for (const href of [
      null,
      '',
      '/files/vacancies/missing.pdf',
      '/files/../secret.txt',
      '/docs/missing.pdf',
      'https://example.org/a.pdf',
      '//example.org/a.pdf',
      '/about-us',
      '/docs',
      '/../secret.txt',
      '/docs/%2e%2e/%2e%2e/secret.txt',
      '/server/entry-server.js',
      '/docs/%E0%A4%A.pdf',
    ]) {
      expect(await findFileFacts(source(), href), String(href)).toBeNull();
    }
  });
});

describe('withFileFacts', () => {
  it('adds <field>_info beside each field named, null where there is no file', async () => {
    const rows = [
      { id: 1, pdf: '/files/vacancies/a.pdf', image: null },
      { id: 2, pdf: null, image: null },
    ];
    expect(await withFileFacts(source(), rows, ['pdf'])).toEqual([
      { id: 1, pdf: '/files/vacancies/a.pdf', image: null, pdf_info: { type: 'application/pdf', size: 1_048_576 } },
      { id: 2, pdf: null, image: null, pdf_info: null },
    ]);
  });
});

describe('findStoredFileFacts', () => {
  it('gives the facts of a private file by its key (a certificate) and of a public path; null for none', async () => {
    const key = newPrivateFileKey('certificates', 7, 'pdf');
    await files.write('private', key, Buffer.alloc(12_288));
    expect(await findStoredFileFacts(source(), key)).toEqual({ type: 'application/pdf', size: 12_288 });
    expect(await findStoredFileFacts(source(), '/files/vacancies/a.pdf')).toEqual({
      type: 'application/pdf',
      size: 1_048_576,
    });
    expect(await findStoredFileFacts(source(), newPrivateFileKey('certificates', 7, 'jpg'))).toBeNull();
    expect(await findStoredFileFacts(source(), 'not a key')).toBeNull();
    expect(await findStoredFileFacts(source(), null)).toBeNull();
  });
});
