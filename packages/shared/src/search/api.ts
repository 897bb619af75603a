import { z } from 'zod';
import { ZPageNumber } from '../common/list-query';
import { textProblem } from '../common/text-problem';
import { API_ERRORS } from '../messages';
import type { PUBLIC_PAGE_PATHS } from '../site/public-pages';
import { SEARCH_LIMITS } from './limits';

export const SEARCH_MESSAGES = {
  empty: 'Please enter a word to search for.',
  tooLong: `Please search for at most ${SEARCH_LIMITS.query} characters.`,
} as const;

/** What a search looks for: the words, trimmed, 1 to 100 characters, never a control character. */
export const ZSearchText = z
  .string({ error: SEARCH_MESSAGES.empty })
  .trim()
  .min(1, SEARCH_MESSAGES.empty)
  .max(SEARCH_LIMITS.query, SEARCH_MESSAGES.tooLong)
  .refine((text) => textProblem(text) === null, API_ERRORS.invalidCharacter);

/** GET /api/search?q=&page=: the words and a 1-based page (the web's /search form sends the same two). */
export const ZSearchQuery = z.strictObject({
  q: ZSearchText.describe(`The words to look for (1 to ${SEARCH_LIMITS.query} characters, English or Hindi)`),
  page: ZPageNumber.optional().describe('1-based page number (default 1); past the last page the list is empty'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** The kinds of things the search finds; news and tenders are one table, told apart by category. */
export const SEARCH_RESULT_TYPES = ['course', 'training', 'news', 'tender', 'vacancy', 'page'] as const;
export type TSearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];
/** Where a news item or tender, and a vacancy, is read: the public pages that list them. */
export const NEWS_LIST_PATH: PublicPagePath = '/latest-news-update';
export const VACANCIES_LIST_PATH: PublicPagePath = '/iiidem-vacancies';

/** One thing found: its title and a short text in both languages (Hindi '' when staff have not written it). */
export const ZSearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  titleHi: z.string(),
  snippet: z.string(),
  snippetHi: z.string(),
  /** The public page's address, e.g. /training-program-details/12. */
  url: z.string(),
  /** The day of a news item, tender or vacancy (YYYY-MM-DD), else null. */
  date: z.string().nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    results: z.array(ZSearchResult),
    pages: z.object({ page: z.number().int(), limit: z.number().int(), totalData: z.number().int() }),
  }),
});
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;
