import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { VALIDATION_MESSAGES } from '@iiidem/shared/common/validation-messages';
import { NEWS_CATEGORY_NAMES, PROGRAM_TYPE_NAMES } from '@iiidem/shared/constants';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_LABELS, NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import { describe, expect, it } from 'vitest';
// The forms' texts join the bridge when their module loads (the pages with forms import it); so does this test.
import './form-texts';
import { i18n } from './runtime';
import { isSharedText, translateSharedText } from './shared-texts';

/** Every text of @iiidem/shared the interface can show, texts with a number given one. */
const SHARED_TABLES = {
  MESSAGES,
  API_ERRORS,
  VALIDATION_MESSAGES,
  ACCOUNT_LABELS,
  ACCOUNT_MESSAGES,
  NOMINATION_LABELS,
  NOMINATION_MESSAGES,
  PROGRAM_TYPE_NAMES,
  NEWS_CATEGORY_NAMES,
};

const EVERY_SHARED_TEXT = Object.entries(SHARED_TABLES).flatMap(([table, texts]) =>
  Object.entries(texts).map(([key, text]) => ({
    name: `${table}.${key}`,
    text: typeof text === 'function' ? text(2026) : text,
  })),
);

const DEVANAGARI = /[\u0900-\u097F]/;

describe('translateSharedText (issue 14)', () => {
  it('knows every shared text: a new one without Hindi fails here', () => {
    expect(EVERY_SHARED_TEXT.length).toBeGreaterThan(150);
    expect(EVERY_SHARED_TEXT.filter(({ text }) => !isSharedText(text)).map(({ name }) => name)).toEqual([]);
  });

  it.each(EVERY_SHARED_TEXT)('gives $name in English as the shared text itself', ({ text }) => {
    expect(translateSharedText(text)).toBe(text);
  });

  it.each(EVERY_SHARED_TEXT)('gives $name in Hindi', ({ text }) => {
    i18n.activate('hi');
    expect(translateSharedText(text)).toMatch(DEVANAGARI);
  });

  it('keeps the number of a numbered text', () => {
    i18n.activate('hi');
    expect(translateSharedText(MESSAGES.yearNotInFuture(2026))).toContain('(2026)');
    expect(translateSharedText(MESSAGES.inputTooLong(500))).toContain('500');
    expect(translateSharedText(ACCOUNT_MESSAGES.signInThrottled(42))).toContain('42');
  });

  it('returns a text it does not know as it is', () => {
    i18n.activate('hi');
    expect(translateSharedText('Certificate Course in Electoral Management')).toBe(
      'Certificate Course in Electoral Management',
    );
    expect(translateSharedText(`${MESSAGES.notFound} again`)).toBe(`${MESSAGES.notFound} again`);
  });
});
