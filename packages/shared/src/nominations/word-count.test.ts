import { describe, expect, it } from 'vitest';
import { countWords, describeWordCount } from './word-count';

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('To learn  about\nelection management')).toBe(5);
  });
});

describe('describeWordCount', () => {
  it('shows the count against the advisory limit of 100 words and asks to shorten beyond it', () => {
    expect(describeWordCount(12)).toBe('12 of 100 words');
    expect(describeWordCount(100)).toBe('100 of 100 words');
    expect(describeWordCount(101)).toBe('101 of 100 words: please keep it to 100 words or fewer.');
  });
});
