import { describe, expect, it } from 'vitest';
import { formatCourseDate, isApplicationWindowOpen, istCalendarDate } from './course-dates';

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

describe('isApplicationWindowOpen', () => {
  it('is open during the end day until 23:59:59 IST', () => {
    expect(isApplicationWindowOpen('2025-03-31', new Date('2025-03-31T18:29:59.999Z'))).toBe(true);
    expect(isApplicationWindowOpen('2025-03-31', new Date('2025-03-30T18:30:00Z'))).toBe(true);
  });

  it('closes at midnight IST after the end day (18:30 UTC)', () => {
    expect(isApplicationWindowOpen('2025-03-31', new Date('2025-03-31T18:30:00Z'))).toBe(false);
    expect(isApplicationWindowOpen('2025-03-31', new Date('2025-04-15T06:00:00Z'))).toBe(false);
  });

  it('is open before the course starts', () => {
    expect(isApplicationWindowOpen('2025-03-31', new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });

  it('is closed for an end date that is not a date', () => {
    expect(isApplicationWindowOpen('', new Date('2025-01-01T00:00:00Z'))).toBe(false);
  });
});
