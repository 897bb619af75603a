import { describe, expect, it } from 'vitest';
import { formatCourseDate, formatLongDate, monthOf } from './format-date';

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

  it('rejects a value that is not a date', () => {
    expect(() => formatLongDate('13/10/2025')).toThrow('Not an ISO date');
  });
});
