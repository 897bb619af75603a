import { MINIMUM_AGE_YEARS } from '../limits';

/** Date rules of the nomination forms (spec 2 §5). Dates are calendar dates, YYYY-MM-DD, "today" in IST. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  return day <= daysInMonth(year, month);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Spec 2 §5: a date typed as 8 digits is reformatted as YYYY-MM-DD ('19900215' -> '1990-02-15').
 * Anything else is returned unchanged.
 */
export function formatTypedDate(value: string): string {
  if (!/^\d{8}$/.test(value)) return value;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/**
 * The latest birth date of someone who is `years` old on `today` (spec 1 §5: today minus 18 years).
 * Born on 29 February, one turns a year older on 28 February in common years.
 */
export function latestBirthDate(today: string, years: number = MINIMUM_AGE_YEARS): string {
  const match = ISO_DATE.exec(today);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`);
  const year = Number(match[1]) - years;
  const month = Number(match[2]);
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Spec 2 §5: the date of birth shows an age of at least 18 on `today`. */
export function isAtLeastAge(dob: string, today: string, years: number = MINIMUM_AGE_YEARS): boolean {
  return isIsoDate(dob) && dob <= latestBirthDate(today, years);
}

/** Spec 2 §5: issue, working-since and previous-programme dates cannot be later than today. */
export function isNotAfter(date: string, today: string): boolean {
  return isIsoDate(date) && date <= today;
}

/** The year of an IST calendar date (for the year rule's '(current year)'). */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
