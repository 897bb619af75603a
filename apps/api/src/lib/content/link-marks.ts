import type { TPublicInnerBlock, TPublicPage, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { fileKindOf, fileSizeParts, formatFileSizeAmount } from '@iiidem/shared/files/file-facts';
import type { TFileFacts } from '@iiidem/shared/files/file-facts-schema';
import { type FileFactsSource, findFileFacts } from '../files/file-facts';

/**
 * The links of a page's text say what they lead to (issue 16, GIGW), as the site's other links do:
 *   - a link to another website gets the outside-link mark (the same inline SVG as the web's ExternalLink,
 *     aria-hidden) and, for screen readers, "(opens another website in a new tab)", and opens in a new tab;
 *   - a link to a file of this site ('/files/...', '/docs/x.pdf') says its type and size, "(PDF, 245 KB)"; a link
 *     text that already ends in its kind, "Concept note (PDF)", has that replaced.
 * It runs on the HTML `markdownToSafeHtml` made (links there carry an href and nothing else), when a public
 * page is answered; the answer is cached with the page (a file's facts change only with its name or a new build).
 */

type Language = 'en' | 'hi';

const TEXTS = {
  en: { outside: '(opens another website in a new tab)', kb: 'KB', mb: 'MB', locale: 'en-IN' },
  hi: { outside: '(दूसरी वेबसाइट नए टैब में खुलती है)', kb: 'केबी', mb: 'एमबी', locale: 'hi-IN' },
} as const;

/** The kinds as the Hindi pages name them (the web's catalogue says the same). */
const HINDI_KINDS: Record<string, string> = {
  PDF: 'पीडीएफ़',
  Word: 'वर्ड',
  Excel: 'एक्सेल',
  JPG: 'जेपीजी',
  PNG: 'पीएनजी',
  ZIP: 'ज़िप',
};

/** The web's ExternalLinkIcon (components/ui/external-link.tsx), as markup. */
const OUTSIDE_ICON =
  '<svg class="external-link__icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"></path></svg>';

/** A link as markdownToSafeHtml writes it: an href and nothing else. */
const LINK = /<a href="([^"]*)">([\s\S]*?)<\/a>/g;

const kindIn = (code: string, language: Language) => (language === 'hi' ? (HINDI_KINDS[code] ?? code) : code);

/** "PDF, 245 KB" in the language. */
export function describeFile(href: string, facts: TFileFacts, language: Language): string {
  const texts = TEXTS[language];
  const kind = kindIn(fileKindOf(facts.type, href), language);
  const parts = fileSizeParts(facts.size);
  const amount = formatFileSizeAmount(parts, texts.locale);
  return `${kind}, ${amount} ${parts.unit === 'KB' ? texts.kb : texts.mb}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The link's text with its facts: a trailing "(PDF)" (or its Hindi) becomes "(PDF, 2 KB)". */
function withFacts(inner: string, href: string, facts: TFileFacts, language: Language): string {
  const code = fileKindOf(facts.type, href);
  const described = describeFile(href, facts, language);
  const names = [...new Set([code, kindIn(code, language)])].map(escapeRegExp).join('|');
  // "(PDF)", "(<span lang="en">PDF</span>)", or "(PDF)" closing a run of English marked in a Hindi text.
  const trailingKind = new RegExp(`\\s*\\((?:<span lang="en">)?(?:${names})(?:</span>)?\\)(</span>)?$`);
  return trailingKind.test(inner)
    ? inner.replace(trailingKind, (_, closing = '') => `${closing} (${described})`)
    : `${inner} (${described})`;
}

/** `html` (from markdownToSafeHtml) with its outside links marked and its file links' type and size. */
export async function markLinks(html: string, language: Language, source: FileFactsSource): Promise<string> {
  const links = [...html.matchAll(LINK)];
  if (links.length === 0) return html;
  const replacements = await Promise.all(
    links.map(async ([whole, href = '', inner = '']) => {
      if (/^https?:/i.test(href)) {
        const hidden = `<span class="visually-hidden"> ${TEXTS[language].outside}</span>`;
        return `<a href="${href}" target="_blank" rel="noopener noreferrer">${inner}${OUTSIDE_ICON}${hidden}</a>`;
      }
      const facts = await findFileFacts(source, href.replaceAll('&amp;', '&'));
      return facts ? `<a href="${href}">${withFacts(inner, href, facts, language)}</a>` : whole;
    }),
  );
  let index = 0;
  return html.replace(LINK, () => replacements[index++] ?? '');
}

async function markInnerBlock(block: TPublicInnerBlock, source: FileFactsSource): Promise<TPublicInnerBlock> {
  if (block.type !== 'text') return block;
  const [html, htmlHi] = await Promise.all([
    markLinks(block.html, 'en', source),
    markLinks(block.htmlHi, 'hi', source),
  ]);
  return { ...block, html, htmlHi };
}

async function markBlock(block: TPublicPageBlock, source: FileFactsSource): Promise<TPublicPageBlock> {
  if (block.type !== 'sections') return markInnerBlock(block, source);
  const items = await Promise.all(
    block.items.map(async (item) => ({
      ...item,
      blocks: await Promise.all(item.blocks.map((inner) => markInnerBlock(inner, source))),
    })),
  );
  return { ...block, items };
}

/** The public page with the links of its text blocks marked (see above). */
export async function markLinksOfPage(page: TPublicPage, source: FileFactsSource): Promise<TPublicPage> {
  return { ...page, blocks: await Promise.all(page.blocks.map((block) => markBlock(block, source))) };
}
