import { INSTITUTE_TIME_ZONE } from './constants';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './language';

/**
 * Every date the portal parses or shows. Two kinds of value:
 * - calendar dates ('2025-02-21': course dates, birth dates, publish dates), which belong to no time zone;
 * - instants (timestamps such as created_at), which are read in India Standard Time.
 *
 * No date library in the pages' first download (issue 13). Month names come from a table and IST, a fixed +05:30
 * since 1945, from arithmetic: a browser's first Intl.DateTimeFormat with a time zone costs about 60 ms of a cheap
 * phone's main thread (measured on /about-us while the page hydrates). Intl is kept for other zones and older instants.
 */

type CalendarDay = { year: number; month: number; day: number };

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CALENDAR_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toCalendarDay(match: RegExpExecArray | null): CalendarDay | undefined {
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The calendar date a value starts with ('2025-02-21' or '2025-02-21T...'); undefined when it is none. */
function calendarDatePrefix(value: string): CalendarDay | undefined {
  return toCalendarDay(CALENDAR_DATE_PREFIX.exec(value));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isoDay = ({ year, month, day }: CalendarDay) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A calendar day as an instant at UTC midnight (year 1–99 kept, not 19xx). */
function utcMidnight({ year, month, day }: CalendarDay): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * Each language's month names, as Intl names them with `month: 'long'` for INTL_LOCALES (dates.test.ts compares
 * them with Intl's), so that the server and every browser write the same date.
 */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

const monthName = (month: number, language: Language) => MONTH_NAMES[language][month - 1] ?? String(month);

let zoneFormatter: { timeZone: string; format: Intl.DateTimeFormat } | undefined;

type ClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;

/** India Standard Time has been UTC+05:30, with no summer time, since 15 October 1945. */
const IST_OFFSET_MS = 330 * 60_000;
const IST_FIXED_SINCE = Date.UTC(1945, 9, 15);

/** The parts (year, month, day, hour, minute) of an instant on a zone's clock, as numbers. */
function clockParts(instant: Date, timeZone: string): ClockParts {
  if (timeZone === INSTITUTE_TIME_ZONE && instant.getTime() >= IST_FIXED_SINCE) {
    const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  return intlClockParts(instant, timeZone);
}

/** A zone's clock as Intl reads it (any zone, any year); exported for the test that checks the IST arithmetic. */
export function intlClockParts(instant: Date, timeZone: string): ClockParts {
  if (zoneFormatter?.timeZone !== timeZone) {
    zoneFormatter = {
      timeZone,
      format: new Intl.DateTimeFormat(INTL_LOCALES[DEFAULT_LANGUAGE], {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      }),
    };
  }
  const parts = zoneFormatter.format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

// ---------------------------------------------------------------- parsing and checking

/** True for a real calendar date written YYYY-MM-DD (no 2025-02-30, no year 0000). */
export function isCalendarDate(value: string): boolean {
  return toCalendarDay(CALENDAR_DATE.exec(value)) !== undefined;
}

/** The years a typed date may fall in (births, passports, employment): four digits, 1900 to 2099. */
export const TYPED_DATE_YEARS = { min: 1900, max: 2099 } as const;

const DAY_MONTH_YEAR = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function typedDay(year: string, month: string, day: string): CalendarDay | undefined {
  const date = toCalendarDay(/^(\d+)-(\d+)-(\d+)$/.exec(`${year}-${month}-${day}`));
  if (!date || date.year < TYPED_DATE_YEARS.min || date.year > TYPED_DATE_YEARS.max) return undefined;
  return date;
}

/**
 * The calendar date (YYYY-MM-DD) someone typed, or undefined when it is not a real date of 1900-2099.
 * Read: DD-MM-YYYY as the site shows dates (also with / . or a space, and one-digit day or month), YYYY-MM-DD,
 * and 8 digits (spec 2 §5), as DDMMYYYY ('27031990') or YYYYMMDD ('19900327'). The two readings of 8 digits
 * never both give a date: DDMMYYYY puts 19 or 20 where YYYYMMDD needs a month.
 */
export function parseTypedDate(text: string): string | undefined {
  const value = text.trim();
  let date: CalendarDay | undefined;
  if (/^\d{8}$/.test(value)) {
    date =
      typedDay(value.slice(4, 8), value.slice(2, 4), value.slice(0, 2)) ??
      typedDay(value.slice(0, 4), value.slice(4, 6), value.slice(6, 8));
  } else {
    const dayFirst = DAY_MONTH_YEAR.exec(value);
    const yearFirst = YEAR_MONTH_DAY.exec(value);
    if (dayFirst) date = typedDay(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '');
    else if (yearFirst) date = typedDay(yearFirst[1] ?? '', yearFirst[2] ?? '', yearFirst[3] ?? '');
  }
  return date ? isoDay(date) : undefined;
}

/** A typed date as the API stores it: YYYY-MM-DD when it is a real date, else the text as it is (trimmed). */
export function normaliseTypedDate(text: string): string {
  return parseTypedDate(text) ?? text.trim();
}

/**
 * What a date field shows after a keystroke (spec 2 §5 "a date typed as 8 digits is reformatted"): 8 digits
 * that make a date become DD-MM-YYYY ('27031990' -> '27-03-1990'); anything else stays as typed.
 */
export function reformatTypedDigits(text: string): string {
  if (!/^\d{8}$/.test(text.trim())) return text;
  const date = parseTypedDate(text);
  return date ? formatCourseDate(date) : text;
}

/** True for a date a person can have typed: a real calendar date YYYY-MM-DD of 1900-2099. */
export function isTypedDateInRange(value: string): boolean {
  return isCalendarDate(value) && yearOf(value) >= TYPED_DATE_YEARS.min && yearOf(value) <= TYPED_DATE_YEARS.max;
}

/** The year of a calendar date (YYYY-MM-DD). */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** `date` (YYYY-MM-DD) `years` years earlier; 29 February becomes 28 February in a common year. */
export function subtractYears(date: string, years: number): string {
  const day = toCalendarDay(CALENDAR_DATE.exec(date));
  if (!day) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const year = day.year - years;
  return isoDay({ year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) });
}

// ---------------------------------------------------------------- India Standard Time

/** The calendar date (YYYY-MM-DD) that `instant` falls on in India Standard Time, whatever the machine's zone. */
export function istCalendarDate(instant: Date): string {
  return isoDay(clockParts(instant, INSTITUTE_TIME_ZONE));
}

/**
 * The instant a zone's clock shows `day` 00:00 (Intl tells the zone's offset; asking twice settles a day whose
 * offset differs from the one of UTC midnight).
 */
function zonedMidnight(day: CalendarDay, timeZone: string): Date {
  const wall = utcMidnight(day).getTime();
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const clock = clockParts(new Date(instant), timeZone);
    const shown = utcMidnight(clock).getTime() + (clock.hour * 60 + clock.minute) * 60_000;
    instant -= shown - wall;
  }
  return new Date(instant);
}

function calendarDayOf(day: string): CalendarDay {
  const parsed = toCalendarDay(CALENDAR_DATE.exec(day));
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return parsed;
}

/** The first instant of an IST calendar day (YYYY-MM-DD): the day starts at 00:00 +05:30. */
export function istDayStart(day: string): Date {
  return zonedMidnight(calendarDayOf(day), INSTITUTE_TIME_ZONE);
}

/** The first instant after an IST calendar day. */
export function istDayEnd(day: string): Date {
  const next = utcMidnight(calendarDayOf(day));
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedMidnight(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    INSTITUTE_TIME_ZONE,
  );
}

/** An instant as staff read it, in India Standard Time: '2025-02-21 14:05 IST'. */
export function formatIstDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const clock = clockParts(date, INSTITUTE_TIME_ZONE);
  return `${isoDay(clock)} ${pad(clock.hour)}:${pad(clock.minute)} IST`;
}

// ---------------------------------------------------------------- showing calendar dates

/** '13 October 2025'; in Hindi '13 अक्टूबर 2025'. */
function longDate(date: CalendarDay, language: Language): string {
  return `${date.day} ${monthName(date.month, language)} ${date.year}`;
}

/**
 * A course date as the site shows it, day-month-year (spec 1 §3, §9): '2025-02-21' -> '21-02-2025'.
 * A timestamp shows the date it starts with; a value that is not a date is shown as it is.
 */
export function formatCourseDate(value: string): string {
  const date = calendarDatePrefix(value);
  return date ? `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}` : value;
}

/** '2025-10-13' -> '13 October 2025' (institute pages); throws on a value that is not a date. */
export function formatLongDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = calendarDatePrefix(value);
  if (!date) throw new RangeError(`Not an ISO date: ${value}`);
  return longDate(date, language);
}

/**
 * A date as a certificate prints it: '2026-02-21' -> '21 February 2026'. Unlike `formatLongDate` it never
 * throws: a value that is not a date is printed as it is.
 */
export function formatCertificateDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = calendarDatePrefix(value);
  return date ? longDate(date, language) : value;
}

/** A course's dates on a certificate: '21 February 2026 to 25 February 2026', one date for a one-day course. */
export function formatCourseDateRange(startFrom: string, endTo: string): string {
  const start = formatCertificateDate(startFrom);
  const end = formatCertificateDate(endTo);
  return start === end ? start : `${start} to ${end}`;
}

/** '2025-02-21' -> { key: '2025-02', label: 'February 2025' } (training calendar); throws on a non-date. */
export function monthOf(value: string, language: Language = DEFAULT_LANGUAGE): { key: string; label: string } {
  const date = calendarDatePrefix(value);
  if (!date) throw new RangeError(`Not an ISO date: ${value}`);
  const label = `${monthName(date.month, language)} ${date.year}`;
  return { key: `${pad(date.year, 4)}-${pad(date.month)}`, label };
}
