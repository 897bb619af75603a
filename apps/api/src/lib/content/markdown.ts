import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The Markdown staff write in pages (issue 15) as HTML the site may show. markdown-it runs with raw HTML off
 * (a typed `<script>` stays text) and its own link check (no `javascript:`, `vbscript:` or `data:` links); the
 * result then passes an allow-list of tags, attributes and URL schemes (sanitize-html), so whatever reaches a
 * page is plain structure. The page already has its h1: a Markdown '#' heading becomes an h2.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href'], ol: ['start'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A header cell names its column.
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: 'col' } }),
  },
};

/** An HTML character reference in the (already escaped) text sanitize-html hands to its text filter. */
const CHARACTER_REFERENCE = /(&(?:[a-z]+|#\d+|#x[0-9a-f]+);)/i;
/** A run of Latin-script words (a product name, an address, "WCAG 2.1"), from a letter to a letter or digit. */
const LATIN_RUN = /[A-Za-z](?:[A-Za-z0-9.,'’()/:+\- ]*[A-Za-z0-9)])?/g;

/**
 * In a Hindi text, every run of Latin-script words is marked lang="en", so a screen reader reads "NVDA" or
 * "www.nvaccess.org" in English and the page's language stays right for the rest (WCAG 3.1.2).
 */
function markEnglishRuns(text: string): string {
  return text
    .split(CHARACTER_REFERENCE)
    .map((part) => (CHARACTER_REFERENCE.test(part) ? part : part.replace(LATIN_RUN, '<span lang="en">$&</span>')))
    .join('');
}

const SANITIZE_HINDI: sanitizeHtml.IOptions = { ...SANITIZE, textFilter: markEnglishRuns };

/** `source` as safe HTML; a Hindi text (`language` 'hi') has its English words marked. */
export function markdownToSafeHtml(source: string, language: 'en' | 'hi' = 'en'): string {
  if (!source.trim()) return '';
  return sanitizeHtml(markdown.render(source), language === 'hi' ? SANITIZE_HINDI : SANITIZE).trim();
}
