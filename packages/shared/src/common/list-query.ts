import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../limits';

/** Largest value of a PostgreSQL integer column: a larger id cannot exist, so it is a bad id, not an unknown one. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A whole number written in a URL (path segment or query value) between `min` and `max`.
 * Only digits are accepted: '', ' 2', '1.5', '-1', '1e3' and '0x10' are all rejected.
 */
export function zWholeNumberText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** The `:id` of a record in a URL: a whole number from 1. */
export const ZRecordId = zWholeNumberText(1, MAX_RECORD_ID, 'The id must be a whole number from 1.');

/** `{ id }` path parameters. */
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
