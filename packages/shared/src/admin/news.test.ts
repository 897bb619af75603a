import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from './content-crud';
import { NEWS_ADMIN_MESSAGES, newsDocumentIssue, ZNewsFields } from './news';

describe('ZNewsFields (the news form, as multipart text)', () => {
  it('reads the category as a number, published as a boolean and an empty link as null', () => {
    expect(
      ZNewsFields.parse({
        news_title: ' T ',
        publish_date: '2026-01-01',
        category_id: '3',
        document_link: '',
        published: 'false',
      }),
    ).toEqual({
      news_title: 'T',
      news_titleHi: '',
      publish_date: '2026-01-01',
      category_id: 3,
      document_link: null,
      published: false,
    });
  });

  it('refuses a link that is not http(s)', () => {
    const result = ZNewsFields.safeParse({
      news_title: 'T',
      publish_date: '2026-01-01',
      category_id: '3',
      document_link: 'javascript:alert(1)',
      published: true,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['document_link', CONTENT_MESSAGES.notHttpUrl],
    ]);
  });
});

describe('newsDocumentIssue', () => {
  it('wants exactly one document: a link or a file (a stored file counts)', () => {
    expect(newsDocumentIssue(null, false, false)).toBe(NEWS_ADMIN_MESSAGES.documentMissing);
    expect(newsDocumentIssue('https://a.org', true, false)).toBe(NEWS_ADMIN_MESSAGES.documentTwice);
    expect(newsDocumentIssue('https://a.org', false, true)).toBeNull();
    expect(newsDocumentIssue(null, true, false)).toBeNull();
    expect(newsDocumentIssue(null, false, true)).toBeNull();
  });
});
