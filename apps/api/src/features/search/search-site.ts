import { NEWS_LIST_PATH, type TSearchResult, VACANCIES_LIST_PATH } from '@iiidem/shared/search/api';
import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
import {
  COURSE_DETAILS_PATH,
  detailPagePath,
  STAFF_PAGE_PATH,
  TRAINING_DETAILS_PATH,
} from '@iiidem/shared/site/public-pages';
import type { Database } from '../../db/client';
import { type SearchRow, searchPublishedContent } from './search.repository';

/** A result's text is cut to about this many characters. */
const SNIPPET_LENGTH = 160;
/** Words beyond this many are not looked for (100 characters hold fewer in practice). */
const MAX_WORDS = 20;

/**
 * The words of a search as a tsquery of prefixes: "Retur offic" gives "'retur':* & 'offic':*". Only runs of
 * letters, combining marks (the Devanagari vowel signs) and digits are kept, so the text handed to to_tsquery
 * (as a parameter) never holds its operators or quotes. '' when the text has no word at all.
 */
export function prefixQueryOf(text: string): string {
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `'${word}':*`)
    .join(' & ');
}

/** Markdown of a page's text as plain words: links keep their text, marks are dropped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a text, cut at a word near SNIPPET_LENGTH characters. */
export function snippetOf(text: string): string {
  const plain = plainText(text);
  if (plain.length <= SNIPPET_LENGTH) return plain;
  const cut = plain.slice(0, SNIPPET_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SNIPPET_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The public page of a thing found (the web's routes: packages/shared/src/site/public-pages.ts). */
function urlOf(row: SearchRow): string {
  switch (row.type) {
    case 'course':
      return detailPagePath(COURSE_DETAILS_PATH, row.id);
    case 'training':
      return detailPagePath(TRAINING_DETAILS_PATH, row.id);
    case 'news':
    case 'tender':
      return NEWS_LIST_PATH;
    case 'vacancy':
      return VACANCIES_LIST_PATH;
    case 'page':
      return row.builtin ? `/${row.slug}` : STAFF_PAGE_PATH.replace(':slug', row.slug ?? '');
  }
}

export type SearchSiteAnswer = { results: TSearchResult[]; total: number };

/** GET /api/search: one page (1-based) of the published content matching `text`, the best first. */
export async function searchSite(db: Database, text: string, page: number): Promise<SearchSiteAnswer> {
  const prefixQuery = prefixQueryOf(text);
  if (prefixQuery === '') return { results: [], total: 0 };
  const found = await searchPublishedContent(db, {
    words: text,
    prefixQuery,
    limit: SEARCH_LIMITS.pageSize,
    offset: (page - 1) * SEARCH_LIMITS.pageSize,
  });
  return {
    total: found.total,
    results: found.rows.map((row) => ({
      type: row.type,
      title: row.title,
      titleHi: row.titleHi,
      snippet: snippetOf(row.text),
      snippetHi: snippetOf(row.textHi),
      url: urlOf(row),
      date: row.day,
    })),
  };
}
