import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY, displayAttributes, displayOfCookieHeader, withDisplayAttributes } from './display';

describe('the display preferences (issue 16)', () => {
  it('reads text size and contrast among other cookies, ignoring unknown values', () => {
    expect(displayOfCookieHeader('lang=hi; text_size=large; contrast=high')).toEqual({
      textSize: 'large',
      highContrast: true,
    });
    expect(displayOfCookieHeader('text_size=small')).toEqual({ textSize: 'small', highContrast: false });
    expect(displayOfCookieHeader('text_size=huge; contrast=low')).toEqual(DEFAULT_DISPLAY);
    expect(displayOfCookieHeader('xtext_size=large')).toEqual(DEFAULT_DISPLAY);
    expect(displayOfCookieHeader(undefined)).toEqual(DEFAULT_DISPLAY);
  });

  it('puts only what differs from the defaults on <html>', () => {
    expect(displayAttributes(DEFAULT_DISPLAY)).toBe('');
    expect(displayAttributes({ textSize: 'large', highContrast: true })).toBe(
      ' data-text-size="large" data-contrast="high"',
    );
    const page = '<!doctype html><html lang="hi"><head></head></html>';
    expect(withDisplayAttributes(page, { textSize: 'small', highContrast: false })).toBe(
      '<!doctype html><html lang="hi" data-text-size="small"><head></head></html>',
    );
    expect(withDisplayAttributes(page, DEFAULT_DISPLAY)).toBe(page);
  });
});
