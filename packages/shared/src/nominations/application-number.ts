import { SHORT_PRODUCT_NAME } from '../constants';
import { istCalendarDate } from '../dates';

/** Digits of the sequence part of an application number (more when the id outgrows them). */
const SEQUENCE_DIGITS = 6;

/**
 * An application's number (issue 17): 'IIIDEM/2026/000123', the year (IST) it was submitted and its id,
 * zero-padded. Derived, not stored: the id is unique and never reused and the submission time never changes,
 * so the number is stable and unique without a column or a counter to keep in step.
 */
export function formatApplicationNumber(id: number, submittedAt: Date): string {
  const year = istCalendarDate(submittedAt).slice(0, 4);
  return `${SHORT_PRODUCT_NAME}/${year}/${String(id).padStart(SEQUENCE_DIGITS, '0')}`;
}

const NUMBER_PATTERN = /^IIIDEM\/(\d{4})\/(\d{6,10})$/i;

/** The id and year an application number names, or undefined when the text is not one. */
export function parseApplicationNumber(text: string): { id: number; year: number } | undefined {
  const match = NUMBER_PATTERN.exec(text.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { id, year: Number(match[1]) } : undefined;
}
