import { tz } from '@date-fns/tz';
import { addDays, format, isValid, parse, subYears } from 'date-fns';
import { INSTITUTE_TIME_ZONE } from './constants';

/**
 * Every date the portal parses or shows. Two kinds of value:
 * - calendar dates ('2025-02-21': course dates, birth dates, publish dates), which belong to no time zone;
 * - instants (timestamps such as created_at), which are read in India Standard Time.
 */

const IST = tz(INSTITUTE_TIME_ZONE);
// Calendar dates are parsed and formatted in UTC: with a historical zone (Asia/Kolkata before 1906 had
// other offsets) date-fns can move an old date of birth to another day.
const CALENDAR = tz('UTC');

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function parseCalendarDate(value: string): Date {
  return parse(value, 'yyyy-MM-dd', new Date(0), { in: CALENDAR });
}

/** The calendar date a value starts with ('2025-02-21' or '2025-02-21T...'); undefined when it is none. */
function calendarDatePrefix(value: string): Date | undefined {
  const day = CALENDAR_DATE_PREFIX.exec(value)?.[0];
  if (!day) return undefined;
  const date = parseCalendarDate(day);
  return isValid(date) ? date : undefined;
}

// ---------------------------------------------------------------- parsing and checking

/** True for a real calendar date written YYYY-MM-DD (no 2025-02-30, no year 0000). */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && isValid(parseCalendarDate(value));
}

/**
 * Spec 2 §5: a date typed as 8 digits is reformatted as YYYY-MM-DD ('19900215' -> '1990-02-15').
 * Anything else is returned unchanged.
 */
export function formatTypedDate(value: string): string {
  if (!/^\d{8}$/.test(value)) return value;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** The year of a calendar date (YYYY-MM-DD). */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** `date` (YYYY-MM-DD) `years` years earlier; 29 February becomes 28 February in a common year. */
export function subtractYears(date: string, years: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return format(subYears(parseCalendarDate(date), years), 'yyyy-MM-dd', { in: CALENDAR });
}

// ---------------------------------------------------------------- India Standard Time

/** The calendar date (YYYY-MM-DD) that `instant` falls on in India Standard Time, whatever the machine's zone. */
export function istCalendarDate(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: IST });
}

/** The first instant of an IST calendar day (YYYY-MM-DD): the day starts at 00:00 +05:30. */
export function istDayStart(day: string): Date {
  return new Date(parse(day, 'yyyy-MM-dd', new Date(0), { in: IST }).getTime());
}

/** The first instant after an IST calendar day. */
export function istDayEnd(day: string): Date {
  return new Date(addDays(parse(day, 'yyyy-MM-dd', new Date(0), { in: IST }), 1).getTime());
}

/** An instant as staff read it, in India Standard Time: '2025-02-21 14:05 IST'. */
export function formatIstDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${format(date, 'yyyy-MM-dd HH:mm', { in: IST })} IST`;
}

// ---------------------------------------------------------------- showing calendar dates

/**
 * A course date as the site shows it, day-month-year (spec 1 §3, §9): '2025-02-21' -> '21-02-2025'.
 * A timestamp shows the date it starts with; a value that is not a date is shown as it is.
 */
export function formatCourseDate(value: string): string {
  const date = calendarDatePrefix(value);
  return date ? format(date, 'dd-MM-yyyy', { in: CALENDAR }) : value;
}

/** '2025-10-13' -> '13 October 2025' (institute pages); throws on a value that is not a date. */
export function formatLongDate(value: string): string {
  const date = calendarDatePrefix(value);
  if (!date) throw new RangeError(`Not an ISO date: ${value}`);
  return format(date, 'd MMMM yyyy', { in: CALENDAR });
}

/**
 * A date as a certificate prints it: '2026-02-21' -> '21 February 2026'. Unlike `formatLongDate` it never
 * throws: a value that is not a date is printed as it is.
 */
export function formatCertificateDate(value: string): string {
  const date = calendarDatePrefix(value);
  return date ? format(date, 'd MMMM yyyy', { in: CALENDAR }) : value;
}

/** A course's dates on a certificate: '21 February 2026 to 25 February 2026', one date for a one-day course. */
export function formatCourseDateRange(startFrom: string, endTo: string): string {
  const start = formatCertificateDate(startFrom);
  const end = formatCertificateDate(endTo);
  return start === end ? start : `${start} to ${end}`;
}

/** '2025-02-21' -> { key: '2025-02', label: 'February 2025' } (training calendar); throws on a non-date. */
export function monthOf(value: string): { key: string; label: string } {
  const date = calendarDatePrefix(value);
  if (!date) throw new RangeError(`Not an ISO date: ${value}`);
  return { key: format(date, 'yyyy-MM', { in: CALENDAR }), label: format(date, 'MMMM yyyy', { in: CALENDAR }) };
}
