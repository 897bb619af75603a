import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../limits';
import { MAX_RECORD_ID, WHOLE_NUMBER_TEXT } from './record-id';

export { MAX_RECORD_ID };

/**
 * A whole number written in a URL (path segment or query value) or a form field, between `min` and `max`.
 * Only plain decimal digits are accepted: '', ' 2', '1.5', '-1', '+1', '1e3', '0x10' and '010' are all
 * rejected (never `z.coerce.number()`, which takes '0x10' for 16 and ' 1' for 1).
 */
export function zWholeNumberText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(WHOLE_NUMBER_TEXT, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/**
 * THE id schema: the `:id` (or `:sessionId`, `?session=` ...) of a record in a URL, or a record id in a form
 * field: 1 to 2147483647 in plain decimal digits. Every route's id params and queries use it; an id that is
 * well written but unknown is the route's 404.
 */
export const ZRecordId = zWholeNumberText(1, MAX_RECORD_ID, 'The id must be a whole number from 1.');

/** `{ id }` path parameters (a back-office record, a course, a user ...). */
export const ZIdParams = z.strictObject({ id: ZRecordId });

/** A category id in a query string (news, photos, videos): a whole number from 1. */
export const ZCategoryId = zWholeNumberText(1, MAX_RECORD_ID, 'The category_id must be a whole number from 1.');

/** A 1-based page number in a query string. */
export const ZPageNumber = zWholeNumberText(1, MAX_RECORD_ID, 'The page must be a whole number from 1.');

/** How many items a list answer may hold, from 1 to MAX_PAGE_SIZE. */
export const ZPageLimit = zWholeNumberText(
  1,
  MAX_PAGE_SIZE,
  `The limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
);
