import { z } from 'zod';
import { MAX_RECORD_ID, ZPageNumber, zWholeNumberText } from '../common/list-query';
import { ADMIN_MAX_PAGE_SIZE } from './limits';

/**
 * Pieces shared by the back office's content sections (courses, news and tenders, vacancies): the list
 * query and answers, and field rules whose messages name the field. Form inputs give strings, so text and
 * date fields take strings ('' = left empty); optional ones give null when empty.
 */

export const CONTENT_MESSAGES = {
  searchTooLong: 'The search must be at most 200 characters.',
  limit: `The limit must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}.`,
  published: 'Published must be true or false.',
  notHttpUrl: 'Enter a full web address starting with http:// or https://.',
  endBeforeStart: 'The end date must be on or after the start date.',
  lastBeforeUpload: 'The last date must be on or after the upload date.',
  pdfRequired: 'Please upload the PDF file.',
} as const;

/** GET /api/admin/<area>: optional search text, 1-based page, page size. */
export const ZAdminListQuery = z.strictObject({
  q: z.string().trim().max(200, CONTENT_MESSAGES.searchTooLong).optional().describe('Words in the title'),
  page: ZPageNumber.optional().describe('1-based page number (default 1)'),
  limit: zWholeNumberText(1, ADMIN_MAX_PAGE_SIZE, CONTENT_MESSAGES.limit).optional().describe('Rows per page'),
});
export type TAdminListQuery = z.input<typeof ZAdminListQuery>;

export const ZAdminPages = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  totalData: z.number().int().nonnegative(),
});
export type TAdminPages = z.infer<typeof ZAdminPages>;

/** `{ success, data: { items, pages } }` of a back-office list. */
export function zAdminListAnswer<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.object({ items: z.array(item), pages: ZAdminPages }) });
}

/** `{ success, message?, data }` of one record. */
export function zAdminItemAnswer<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data: item });
}

export const ZAdminDeletedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});

/** PATCH /api/admin/<area>/:id/published */
export const ZPublishBody = z.strictObject({ published: z.boolean({ error: CONTENT_MESSAGES.published }) });
export type TPublishBody = z.infer<typeof ZPublishBody>;

function missingOr(missing: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType);
}

/** A required text: trimmed, 1 to `max` characters. */
export function requiredText(label: string, max: number) {
  const missing = `Please enter the ${label}.`;
  return z
    .string({ error: missingOr(missing, `The ${label} must be text.`) })
    .trim()
    .min(1, missing)
    .max(max, `The ${label} must be at most ${max} characters.`);
}

/** An optional text: trimmed, at most `max` characters; empty, null or missing give null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);
}

/**
 * The Hindi of a text field (issue 14), `x` -> `xHi`: optional even when the English is required (the pages
 * then show the English), trimmed, at most `max` characters like the English; empty, null or missing give ''.
 */
export function hindiText(label: string, max: number) {
  const name = `${label} (Hindi)`;
  return z
    .string({ error: `The ${name} must be text.` })
    .trim()
    .max(max, `The ${name} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value ?? '');
}

/** A required calendar date, YYYY-MM-DD (what a date input gives), checked to exist (no 31 April). */
export function requiredDate(label: string) {
  const missing = `Please enter the ${label}.`;
  return z
    .string({ error: missingOr(missing, `The ${label} must be a date (YYYY-MM-DD).`) })
    .trim()
    .min(1, missing)
    .pipe(z.iso.date({ error: `The ${label} must be a real date (YYYY-MM-DD).` }));
}

/** An optional calendar date; empty, null or missing give null. */
export function optionalDate(label: string) {
  return z
    .string({ error: `The ${label} must be a date (YYYY-MM-DD).` })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.iso.date({ error: `The ${label} must be a real date (YYYY-MM-DD).` }).nullable());
}

/** 'Yes' or 'No'. */
export function yesNo(label: string) {
  return z.enum(['Yes', 'No'], { error: `Choose Yes or No for ${label}.` });
}

/** A record id chosen in a select (a form gives it as text): a whole number from 1. */
export function chosenId(message: string) {
  return zWholeNumberText(1, MAX_RECORD_ID, message);
}

/** True for an absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional http(s) address; empty, null or missing give null. */
export function optionalHttpUrl(max = 2000) {
  return z
    .string({ error: CONTENT_MESSAGES.notHttpUrl })
    .trim()
    .max(max, `The address must be at most ${max} characters.`)
    .refine((value) => value === '' || isHttpUrl(value), CONTENT_MESSAGES.notHttpUrl)
    .nullish()
    .transform((value) => value || null);
}

/** The published flag of a multipart form: true/false or their text ('true'/'false'). */
export const ZFormPublished = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: CONTENT_MESSAGES.published })
  .transform((value) => value === true || value === 'true');
