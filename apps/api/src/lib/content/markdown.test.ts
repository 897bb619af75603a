import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

describe('markdownToSafeHtml', () => {
  it('turns paragraphs, emphasis, lists and links into HTML', () => {
    expect(markdownToSafeHtml('IIIDEM **trains** officials.\n\n- one\n- two\n\n[About](/about-us)')).toBe(
      '<p>IIIDEM <strong>trains</strong> officials.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><a href="/about-us">About</a></p>',
    );
  });

  it('makes a level-one heading an h2 (the page has its h1)', () => {
    expect(markdownToSafeHtml('# Vision')).toBe('<h2>Vision</h2>');
  });

  it('keeps a typed <script> as text, never as an element', () => {
    const html = markdownToSafeHtml('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('makes no link of javascript:, vbscript: or data: addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      const html = markdownToSafeHtml(`[click](${href})`);
      expect(html, href).not.toMatch(/<a|href=/i);
      expect(html, href).toMatch(/^<p>\[click\]/);
    }
  });

  it('keeps web, mail and telephone links', () => {
    expect(markdownToSafeHtml('[ECI](https://eci.gov.in/) [mail](mailto:a@b.in) [call](tel:+911100000000)')).toBe(
      '<p><a href="https://eci.gov.in/">ECI</a> <a href="mailto:a@b.in">mail</a> <a href="tel:+911100000000">call</a></p>',
    );
  });

  it('gives tables header cells that name their columns', () => {
    expect(markdownToSafeHtml('| Hall | Seats |\n|---|---|\n| Auditorium | 400 |')).toContain(
      '<th scope="col">Hall</th>',
    );
  });

  it('answers nothing for an empty text', () => {
    expect(markdownToSafeHtml('  \n ')).toBe('');
  });

  it('marks the English words of a Hindi text lang="en", leaving escaped characters whole', () => {
    expect(markdownToSafeHtml('स्क्रीन रीडर NVDA (Non Visual Desktop Access) और Q&A <b>', 'hi')).toBe(
      '<p>स्क्रीन रीडर <span lang="en">NVDA (Non Visual Desktop Access)</span> और <span lang="en">Q</span>&amp;<span lang="en">A</span> &lt;<span lang="en">b</span>&gt;</p>',
    );
    expect(markdownToSafeHtml('[NVDA](https://www.nvaccess.org/)', 'hi')).toBe(
      '<p><a href="https://www.nvaccess.org/"><span lang="en">NVDA</span></a></p>',
    );
    expect(markdownToSafeHtml('NVDA')).toBe('<p>NVDA</p>');
  });
});
