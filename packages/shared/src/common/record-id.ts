/**
 * The id rule without zod, for code that must stay light (the web app's first bundle reads ids from the
 * address with it); `ZRecordId` in list-query.ts is the same rule as a schema.
 */

/** Largest value of a PostgreSQL integer column: a larger id cannot exist, so it is a bad id, not an unknown one. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Decimal digits without a leading zero ('0' itself aside), at most 10 of them. */
export const WHOLE_NUMBER_TEXT = /^(?:0|[1-9]\d{0,9})$/;

/** True for a record id written as plain decimal digits, 1 to MAX_RECORD_ID ('0x10', ' 1', '1e3', '01' are not). */
export function isRecordId(text: string | null | undefined): boolean {
  return typeof text === 'string' && WHOLE_NUMBER_TEXT.test(text) && Number(text) >= 1 && Number(text) <= MAX_RECORD_ID;
}
