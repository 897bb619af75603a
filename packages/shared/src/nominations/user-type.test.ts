import { describe, expect, it } from 'vitest';
import { nominationFormFor } from './user-type';

describe('nominationFormFor', () => {
  it('gives the international form to type 4 and the domestic form to types 2 and 3', () => {
    expect(nominationFormFor(4)).toBe('international');
    expect(nominationFormFor(2)).toBe('domestic');
    expect(nominationFormFor(3)).toBe('domestic');
  });

  it('gives no form to staff accounts (no user type) or unknown types', () => {
    expect(nominationFormFor(null)).toBeUndefined();
    expect(nominationFormFor(1)).toBeUndefined();
  });
});
