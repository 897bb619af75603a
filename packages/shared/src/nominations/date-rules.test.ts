import { describe, expect, it } from 'vitest';
import { isAtLeastAge, isNotAfter, latestBirthDate } from './date-rules';

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
