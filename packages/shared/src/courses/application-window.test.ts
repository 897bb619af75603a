import { describe, expect, it } from 'vitest';
import { isApplicationWindowOpen } from './application-window';

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
