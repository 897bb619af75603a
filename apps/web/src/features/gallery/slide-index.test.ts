import { describe, expect, it } from 'vitest';
import { wrapIndex } from './slide-index';

describe('wrapIndex', () => {
  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(17, 8)).toBe(1);
  });

  it('gives 0 when there are no slides', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
