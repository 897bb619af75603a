import { describe, expect, it } from 'vitest';
import {
  formatCertificateDate,
  formatCourseDate,
  formatCourseDateRange,
  formatIstDateTime,
  formatLongDate,
  intlClockParts,
  isCalendarDate,
  isTypedDateInRange,
  istCalendarDate,
  istDayEnd,
  istDayStart,
  MONTH_NAMES,
  monthOf,
  normaliseTypedDate,
  parseTypedDate,
  reformatTypedDigits,
  subtractYears,
} from './dates';
import { INTL_LOCALES, LANGUAGES } from './language';

describe('istCalendarDate', () => {
  it('gives the calendar date in India Standard Time, not UTC', () => {
    expect(istCalendarDate(new Date('2025-02-21T18:29:59Z'))).toBe('2025-02-21');
    expect(istCalendarDate(new Date('2025-02-21T18:30:00Z'))).toBe('2025-02-22');
    expect(istCalendarDate(new Date('2025-02-20T18:30:00Z'))).toBe('2025-02-21');
  });
});

describe('the arithmetic that stands in for Intl (issue 13: no Intl.DateTimeFormat while a page hydrates)', () => {
  it("names every month as Intl does in each language's locale", () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALES[language], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      for (let month = 1; month <= 12; month += 1) {
        const day = `2025-${String(month).padStart(2, '0')}-13`;
        expect(formatLongDate(day, language)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }
      expect(MONTH_NAMES[language]).toHaveLength(12);
    }
  });

  it("reads the IST clock as Intl does, every few hours from 1946 to 2100 and at each day's edges", () => {
    const clock = (instant: Date) => {
      const { year, month, day, hour, minute } = intlClockParts(instant, 'Asia/Kolkata');
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)} IST`;
    };
    const instants = [
      new Date('2025-02-21T18:29:59.999Z'),
      new Date('2025-02-21T18:30:00Z'),
      new Date('1945-10-15T00:00:00Z'),
    ];
    for (let time = Date.UTC(1946, 0, 1); time < Date.UTC(2100, 0, 1); time += 7_919 * 60_000 * 7) {
      instants.push(new Date(time));
    }
    for (const instant of instants) expect(formatIstDateTime(instant)).toBe(clock(instant));
  });

  it('asks Intl for instants before IST settled at +05:30 (war time, +06:30, in 1943)', () => {
    expect(formatIstDateTime('1943-01-01T00:00:00Z')).toBe('1943-01-01 06:30 IST');
    expect(istCalendarDate(new Date('1943-01-01T17:45:00Z'))).toBe('1943-01-02');
  });
});

describe('formatCourseDate', () => {
  it("shows course dates day-month-year, e.g. '21-02-2025' (spec 2 §9 sample dates)", () => {
    expect(formatCourseDate('2025-02-21')).toBe('21-02-2025');
    expect(formatCourseDate('2025-03-31')).toBe('31-03-2025');
  });

  it('leaves a value that is not a YYYY-MM-DD date as it is', () => {
    expect(formatCourseDate('')).toBe('');
    expect(formatCourseDate('21-02-2025')).toBe('21-02-2025');
  });
});

describe('content dates', () => {
  it('shows calendar dates day-month-year', () => {
    expect(formatLongDate('2025-10-13')).toBe('13 October 2025');
    expect(formatLongDate('2016-01-25')).toBe('25 January 2016');
    expect(formatCourseDate('2025-02-21')).toBe('21-02-2025');
    expect(formatCourseDate('2025-03-31T00:00:00.000Z')).toBe('31-03-2025');
  });

  it('names the month of a date', () => {
    expect(monthOf('2025-12-01')).toEqual({ key: '2025-12', label: 'December 2025' });
  });

  it('shows dates in Hindi with Hindi month names and the same digits (issue 14)', () => {
    expect(formatLongDate('2025-10-13', 'hi')).toBe('13 अक्टूबर 2025');
    expect(formatCertificateDate('2026-02-21', 'hi')).toBe('21 फ़रवरी 2026');
    expect(monthOf('2025-12-01', 'hi')).toEqual({ key: '2025-12', label: 'दिसंबर 2025' });
    expect(formatLongDate('2025-10-13', 'en')).toBe('13 October 2025');
  });

  it('rejects a value that is not a date', () => {
    expect(() => formatLongDate('13/10/2025')).toThrow('Not an ISO date');
    expect(() => formatLongDate('2025-02-30')).toThrow('Not an ISO date');
    expect(formatCourseDate('2025-02-30')).toBe('2025-02-30');
  });

  it('shows old dates (births before 1906, when India kept other clocks) on their own day', () => {
    expect(formatLongDate('1899-12-31')).toBe('31 December 1899');
    expect(formatCourseDate('1905-06-15')).toBe('15-06-1905');
    expect(monthOf('1901-01-31')).toEqual({ key: '1901-01', label: 'January 1901' });
  });
});

describe('certificate dates', () => {
  it("prints dates like '21 February 2026'", () => {
    expect(formatCertificateDate('2026-02-21')).toBe('21 February 2026');
    expect(formatCertificateDate('2026-12-01')).toBe('1 December 2026');
    expect(formatCertificateDate('not a date')).toBe('not a date');
  });

  it('prints the course dates as a range, or one date for a one-day course', () => {
    expect(formatCourseDateRange('2026-02-21', '2026-02-25')).toBe('21 February 2026 to 25 February 2026');
    expect(formatCourseDateRange('2026-02-21', '2026-02-21')).toBe('21 February 2026');
  });
});

describe('parseTypedDate (a date field: typed DD-MM-YYYY, read as YYYY-MM-DD)', () => {
  it('reads DD-MM-YYYY as the site shows dates, with - / . or a space and one-digit days and months', () => {
    expect(parseTypedDate('27-03-1990')).toBe('1990-03-27');
    expect(parseTypedDate('27/03/1990')).toBe('1990-03-27');
    expect(parseTypedDate('27.03.1990')).toBe('1990-03-27');
    expect(parseTypedDate('7 3 1990')).toBe('1990-03-07');
    expect(parseTypedDate(' 1-3-1990 ')).toBe('1990-03-01');
  });

  it('reads YYYY-MM-DD too (the value the form sends, a restored draft)', () => {
    expect(parseTypedDate('1990-03-27')).toBe('1990-03-27');
  });

  it('reads 8 digits (spec 2 §5) as DDMMYYYY, or as YYYYMMDD when only that is a date', () => {
    expect(parseTypedDate('27031990')).toBe('1990-03-27');
    expect(parseTypedDate('15021990')).toBe('1990-02-15');
    expect(parseTypedDate('19900215')).toBe('1990-02-15');
    expect(parseTypedDate('20250331')).toBe('2025-03-31');
    expect(parseTypedDate('01012000')).toBe('2000-01-01');
  });

  it('never makes year 0215 out of 8 digits (the browser picker did)', () => {
    expect(parseTypedDate('02151990')).toBeUndefined();
    expect(parseTypedDate('0215-19-90')).toBeUndefined();
  });

  it('refuses 29-02 in a common year and accepts it in a leap year (2000 yes, 1900 no)', () => {
    expect(parseTypedDate('29-02-2023')).toBeUndefined();
    expect(parseTypedDate('29022023')).toBeUndefined();
    expect(parseTypedDate('29-02-2024')).toBe('2024-02-29');
    expect(parseTypedDate('29022000')).toBe('2000-02-29');
    expect(parseTypedDate('29-02-1900')).toBeUndefined();
  });

  it('refuses month 00 or 13, day 00 or 32, 31 April and years outside 1900-2099', () => {
    expect(parseTypedDate('15-00-1990')).toBeUndefined();
    expect(parseTypedDate('15-13-1990')).toBeUndefined();
    expect(parseTypedDate('00-01-1990')).toBeUndefined();
    expect(parseTypedDate('32-01-1990')).toBeUndefined();
    expect(parseTypedDate('31-04-1990')).toBeUndefined();
    expect(parseTypedDate('01-01-1899')).toBeUndefined();
    expect(parseTypedDate('01-01-2100')).toBeUndefined();
    expect(parseTypedDate('01-01-0215')).toBeUndefined();
  });

  it('refuses what is not a whole date', () => {
    for (const text of ['', '1990', '27-03', '27-03-90', '2703199', '270319900', '27-03-1990x', 'x27-03-1990']) {
      expect(parseTypedDate(text)).toBeUndefined();
    }
  });
});

describe('normaliseTypedDate', () => {
  it('gives YYYY-MM-DD for a real date and the trimmed text otherwise', () => {
    expect(normaliseTypedDate('27031990')).toBe('1990-03-27');
    expect(normaliseTypedDate(' 31-04-1990 ')).toBe('31-04-1990');
    expect(normaliseTypedDate('')).toBe('');
  });
});

describe('reformatTypedDigits (spec 2 §5: a date typed as 8 digits is reformatted)', () => {
  it('shows 8 digits that make a date as DD-MM-YYYY', () => {
    expect(reformatTypedDigits('27031990')).toBe('27-03-1990');
    expect(reformatTypedDigits('19900327')).toBe('27-03-1990');
  });

  it('leaves everything else as typed', () => {
    expect(reformatTypedDigits('2703199')).toBe('2703199');
    expect(reformatTypedDigits('31041990')).toBe('31041990');
    expect(reformatTypedDigits('27-03-1990')).toBe('27-03-1990');
    expect(reformatTypedDigits('')).toBe('');
  });
});

describe('isTypedDateInRange', () => {
  it('accepts real YYYY-MM-DD dates of 1900-2099 only', () => {
    expect(isTypedDateInRange('1990-03-27')).toBe(true);
    expect(isTypedDateInRange('0215-03-27')).toBe(false);
    expect(isTypedDateInRange('2100-01-01')).toBe(false);
    expect(isTypedDateInRange('27-03-1990')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate('25-01-01')).toBe(false);
    expect(isCalendarDate('20250101')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2025-02-21T00:00:00Z')).toBe(false);
  });
});

describe('subtractYears', () => {
  it('moves 29 February to 28 February in a common year', () => {
    expect(subtractYears('2024-02-29', 18)).toBe('2006-02-28');
    expect(subtractYears('2025-06-15', 18)).toBe('2007-06-15');
  });

  it('keeps old dates on their day', () => {
    expect(subtractYears('1918-01-01', 18)).toBe('1900-01-01');
  });
});

describe('IST days and times', () => {
  it('starts a day at midnight IST (18:30 UTC the day before)', () => {
    expect(istDayStart('2025-03-10').toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(istDayEnd('2025-03-10').toISOString()).toBe('2025-03-10T18:30:00.000Z');
    expect(istDayEnd('2024-12-31').toISOString()).toBe('2024-12-31T18:30:00.000Z');
    expect(istDayStart('2024-03-01').toISOString()).toBe('2024-02-29T18:30:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => istDayStart('2025-02-30')).toThrow(RangeError);
    expect(() => istDayEnd('not a day')).toThrow(RangeError);
  });

  it('shows an instant in IST', () => {
    expect(formatIstDateTime('2025-03-09T18:30:00.000Z')).toBe('2025-03-10 00:00 IST');
    expect(formatIstDateTime(new Date('2025-03-10T08:35:00.000Z'))).toBe('2025-03-10 14:05 IST');
    expect(formatIstDateTime('not a time')).toBe('not a time');
  });
});
