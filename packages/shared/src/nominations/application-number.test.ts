import { describe, expect, it } from 'vitest';
import { formatApplicationNumber, parseApplicationNumber } from './application-number';

describe('formatApplicationNumber', () => {
  it('writes IIIDEM/<year of submission>/<id in six digits>', () => {
    expect(formatApplicationNumber(123, new Date('2026-03-04T10:00:00Z'))).toBe('IIIDEM/2026/000123');
  });

  it('counts the year in India Standard Time', () => {
    // 31 December 2025 20:00 UTC is already 1 January 2026 in India.
    expect(formatApplicationNumber(7, new Date('2025-12-31T20:00:00Z'))).toBe('IIIDEM/2026/000007');
  });

  it('keeps every digit of an id beyond six digits', () => {
    expect(formatApplicationNumber(12_345_678, new Date('2026-01-05T00:00:00Z'))).toBe('IIIDEM/2026/12345678');
  });
});

describe('parseApplicationNumber', () => {
  it('reads the id and year back', () => {
    expect(parseApplicationNumber(' iiidem/2026/000123 ')).toEqual({ id: 123, year: 2026 });
  });

  it.each(['', '123', 'IIIDEM/2026/12', 'IIIDEM/26/000123', 'IIIDEM/2026/000000'])('refuses %j', (text) => {
    expect(parseApplicationNumber(text)).toBeUndefined();
  });
});
