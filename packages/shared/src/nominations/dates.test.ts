import { describe, expect, it } from 'vitest';
import { formatTypedDate, isAtLeastAge, isIsoDate, isNotAfter, latestBirthDate } from './dates';

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

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('25-01-01')).toBe(false);
    expect(isIsoDate('20250101')).toBe(false);
  });
});

describe('latestBirthDate (the date of birth field maximum: today minus 18 years)', () => {
  it('is today 18 years ago', () => {
    expect(latestBirthDate('2025-06-15')).toBe('2007-06-15');
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(latestBirthDate('2024-02-29')).toBe('2006-02-28');
  });
});

describe('isAtLeastAge', () => {
  it('accepts someone who turns 18 today and refuses someone who turns 18 tomorrow', () => {
    expect(isAtLeastAge('2007-06-15', '2025-06-15')).toBe(true);
    expect(isAtLeastAge('2007-06-16', '2025-06-15')).toBe(false);
  });

  it('refuses a value that is not a date', () => {
    expect(isAtLeastAge('not a date', '2025-06-15')).toBe(false);
  });
});

describe('isNotAfter', () => {
  it('accepts today and earlier, refuses tomorrow', () => {
    expect(isNotAfter('2025-06-15', '2025-06-15')).toBe(true);
    expect(isNotAfter('2020-01-01', '2025-06-15')).toBe(true);
    expect(isNotAfter('2025-06-16', '2025-06-15')).toBe(false);
  });
});
