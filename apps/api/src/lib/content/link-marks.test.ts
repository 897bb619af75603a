import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TPublicPage } from '@iiidem/shared/admin/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../files/file-store';
import { createFolderFileStore } from '../files/folder-file-store';
import { markLinks, markLinksOfPage } from './link-marks';
import { markdownToSafeHtml } from './markdown';

let root: string;
let files: FileStore;
const source = () => ({ files, config: { webDistDir: path.join(root, 'dist') } });

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'link-marks-'));
  mkdirSync(path.join(root, 'dist', 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'docs', 'note.pdf'), Buffer.alloc(250_880));
  files = createFolderFileStore(path.join(root, 'files'));
  await files.write('public', 'news/report.pdf', Buffer.alloc(1_572_864));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const render = (markdown: string, language: 'en' | 'hi' = 'en') =>
  markLinks(markdownToSafeHtml(markdown, language), language, source());

describe('markLinks (issue 16)', () => {
  it("says a site file's type and size, replacing a '(PDF)' the text already had", async () => {
    expect(await render('[Concept note (PDF)](/docs/note.pdf) and [the report](/files/news/report.pdf)')).toBe(
      '<p><a href="/docs/note.pdf">Concept note (PDF, 245 KB)</a> and <a href="/files/news/report.pdf">the report (PDF, 1.5 MB)</a></p>',
    );
  });

  it('says it in Hindi on the Hindi text, with English runs kept marked', async () => {
    expect(await render('[अवधारणा पत्र (पीडीएफ़)](/docs/note.pdf)', 'hi')).toBe(
      '<p><a href="/docs/note.pdf">अवधारणा पत्र (पीडीएफ़, 245 केबी)</a></p>',
    );
    expect(await render('[Concept note (PDF)](/docs/note.pdf)', 'hi')).toBe(
      '<p><a href="/docs/note.pdf"><span lang="en">Concept note</span> (पीडीएफ़, 245 केबी)</a></p>',
    );
  });

  it('leaves a link to a missing file, a page of the site, mail and phone as they were', async () => {
    const markdown = '[gone](/docs/gone.pdf) [page](/about-us) [mail](mailto:a@b.in) [call](tel:+911100000000)';
    expect(await render(markdown)).toBe(markdownToSafeHtml(markdown));
  });

  it('marks a link to another website with the icon and words, opening in a new tab, in both languages', async () => {
    const english = await render('[IDEA](https://www.idea.int/)');
    expect(english).toMatch(
      /^<p><a href="https:\/\/www\.idea\.int\/" target="_blank" rel="noopener noreferrer">IDEA<svg class="external-link__icon" aria-hidden="true" [^>]*>.*<\/svg><span class="visually-hidden"> \(opens another website in a new tab\)<\/span><\/a><\/p>$/,
    );
    expect(await render('[IDEA](https://www.idea.int/)', 'hi')).toContain(
      '<span class="visually-hidden"> (दूसरी वेबसाइट नए टैब में खुलती है)</span></a>',
    );
  });
});

describe('markLinksOfPage', () => {
  it('marks the text blocks of a page, in sections too, in both languages', async () => {
    const text = {
      type: 'text' as const,
      html: '<p><a href="/docs/note.pdf">Note</a></p>',
      htmlHi: '<p><a href="/docs/note.pdf">पत्र</a></p>',
    };
    const page: TPublicPage = {
      slug: 'webinar',
      title: 'Webinar',
      titleHi: 'वेबिनार',
      summary: '',
      summaryHi: '',
      lastUpdated: '2025-10-01T00:00:00.000Z',
      blocks: [
        text,
        {
          type: 'sections',
          style: 'tabs',
          label: 'Tabs',
          labelHi: '',
          items: [{ id: 'a', label: 'A', labelHi: '', blocks: [text] }],
        },
      ],
    };
    const marked = await markLinksOfPage(page, source());
    const expected = {
      type: 'text',
      html: '<p><a href="/docs/note.pdf">Note (PDF, 245 KB)</a></p>',
      htmlHi: '<p><a href="/docs/note.pdf">पत्र (पीडीएफ़, 245 केबी)</a></p>',
    };
    expect(marked.blocks[0]).toEqual(expected);
    expect(marked.blocks[1]).toMatchObject({ items: [{ blocks: [expected] }] });
  });
});
