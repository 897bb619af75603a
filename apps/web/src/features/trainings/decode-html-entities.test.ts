import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './decode-html-entities';
import { embedAddress, safeResourceHref } from './resource-urls';

describe('decodeHtmlEntities', () => {
  it('decodes the escaped embed addresses the server stores', () => {
    expect(decodeHtmlEntities('https://www.youtube-nocookie.com/embed/abc?rel=0&amp;modestbranding=1')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&modestbranding=1',
    );
  });

  it('decodes named, decimal and hexadecimal entities, and leaves unknown ones', () => {
    expect(decodeHtmlEntities('&lt;b&gt; &quot;x&quot; &#39;y&#x27; &amp;amp; &unknown;')).toBe(
      `<b> "x" 'y' &amp; &unknown;`,
    );
  });
});

describe('safeResourceHref', () => {
  it('keeps site paths and http(s) addresses', () => {
    expect(safeResourceHref('/files/trainings/dm-001-session-1.pdf')).toBe('/files/trainings/dm-001-session-1.pdf');
    expect(safeResourceHref('https://www.youtube.com/watch?v=abc&amp;t=5')).toBe(
      'https://www.youtube.com/watch?v=abc&t=5',
    );
  });

  it('refuses script, data and protocol-relative addresses and empty values', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '', null, undefined]) {
      expect(safeResourceHref(bad)).toBeNull();
    }
  });
});

describe('embedAddress', () => {
  it('accepts https embed players of the allowed hosts', () => {
    expect(embedAddress('https://www.youtube-nocookie.com/embed/abc?rel=0&amp;x=1')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&x=1',
    );
  });

  it('refuses other hosts, plain http and non-embed pages', () => {
    expect(embedAddress('https://evil.example/embed/abc')).toBeNull();
    expect(embedAddress('http://www.youtube.com/embed/abc')).toBeNull();
    expect(embedAddress('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(embedAddress('not a url')).toBeNull();
  });
});
