import { describeWordCount } from '@iiidem/shared/nominations/word-count';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { WordCount } from './word-count';

describe('WordCount', () => {
  it('says what the shared describeWordCount says, in English', () => {
    for (const words of [0, 1, 100, 101]) {
      const { container, unmount } = render(<WordCount words={words} />);
      expect(container.textContent).toBe(describeWordCount(words));
      unmount();
    }
  });

  it('counts in Hindi', () => {
    i18n.activate('hi');
    const { container, rerender } = render(<WordCount words={4} />);
    expect(container.textContent).toBe('100 में से 4 शब्द');
    rerender(<WordCount words={120} />);
    expect(container.textContent).toBe('100 में से 120 शब्द: कृपया इसे 100 या उससे कम शब्दों में रखें।');
  });
});
