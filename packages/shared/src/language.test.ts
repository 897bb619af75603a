import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGE_NAMES, languageOfCookieHeader, requestedLanguage } from './language';

describe('the visitor language (issue 14)', () => {
  it('knows English and Hindi by their own names', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', hi: 'हिन्दी' });
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('reads the lang cookie among others, ignoring an unknown language', () => {
    expect(languageOfCookieHeader('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageOfCookieHeader('lang=de')).toBeUndefined();
    expect(languageOfCookieHeader(undefined)).toBeUndefined();
    expect(languageOfCookieHeader('xlang=hi')).toBeUndefined();
  });

  it('takes ?lang= first, then the cookie, else English', () => {
    expect(requestedLanguage('?lang=hi', undefined)).toBe('hi');
    expect(requestedLanguage('?lang=en', 'lang=hi')).toBe('en');
    expect(requestedLanguage('?page=2', 'lang=hi')).toBe('hi');
    expect(requestedLanguage('?lang=xx', undefined)).toBe('en');
    expect(requestedLanguage('', undefined)).toBe('en');
  });
});
