import { describe, expect, it } from 'vitest';
import {
  formatCertificateDate,
  formatCourseDate,
  formatCourseDateRange,
  formatIstDateTime,
  formatLongDate,
  formatTypedDate,
  isCalendarDate,
  istCalendarDate,
  istDayEnd,
  istDayStart,
  monthOf,
  subtractYears,
} from './dates';

describe('istCalendarDate', () => {
  it('gives the calendar date in India Standard Time, not UTC', () => {
    expect(istCalendarDate(new Date('2025-02-21T18:29:59Z'))).toBe('2025-02-21');
    expect(istCalendarDate(new Date('2025-02-21T18:30:00Z'))).toBe('2025-02-22');
    expect(istCalendarDate(new Date('2025-02-20T18:30:00Z'))).toBe('2025-02-21');
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

describe('formatTypedDate', () => {
  it('reformats a date typed as 8 digits as YYYY-MM-DD', () => {
    expect(formatTypedDate('19900215')).toBe('1990-02-15');
    expect(formatTypedDate('20250331')).toBe('2025-03-31');
  });

  it('leaves everything else unchanged', () => {
    expect(formatTypedDate('1990-02-15')).toBe('1990-02-15');
    expect(formatTypedDate('1990021')).toBe('1990021');
    expect(formatTypedDate('199002151')).toBe('199002151');
    expect(formatTypedDate('')).toBe('');
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
