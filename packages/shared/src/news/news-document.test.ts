import { describe, expect, it } from 'vitest';
import { newsDocumentTarget } from './news-document';

const doc = (document_link: string | null, document_file: string | null) => ({ document_link, document_file });

describe('newsDocumentTarget', () => {
  it('opens the document link, an outside address, when there is one', () => {
    expect(newsDocumentTarget(doc('https://eprocure.example.gov.in/t-1.pdf', null))).toEqual({
      href: 'https://eprocure.example.gov.in/t-1.pdf',
      external: true,
    });
  });

  it('prefers the link over the file', () => {
    expect(newsDocumentTarget(doc('http://example.org/a', '/files/news/a.pdf'))).toEqual({
      href: 'http://example.org/a',
      external: true,
    });
  });

  it('opens the file under /files/ when there is no link', () => {
    expect(newsDocumentTarget(doc(null, '/files/news/tender-001.pdf'))).toEqual({
      href: '/files/news/tender-001.pdf',
      external: false,
    });
    expect(newsDocumentTarget(doc('', 'news/tender-002.pdf'))).toEqual({
      href: '/files/news/tender-002.pdf',
      external: false,
    });
  });

  it('keeps a link to a page of this portal inside it', () => {
    expect(newsDocumentTarget(doc('/iiidem-vacancies', null))).toEqual({ href: '/iiidem-vacancies', external: false });
  });

  it('refuses script and protocol-relative addresses, and items without a document', () => {
    expect(newsDocumentTarget(doc('javascript:alert(1)', null))).toBeNull();
    expect(newsDocumentTarget(doc('//evil.example/x', null))).toBeNull();
    expect(newsDocumentTarget(doc(null, 'data:text/html,hi'))).toBeNull();
    expect(newsDocumentTarget(doc(null, null))).toBeNull();
    expect(newsDocumentTarget(doc('  ', ' '))).toBeNull();
  });
});
