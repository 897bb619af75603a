import { MESSAGES } from '@iiidem/shared/messages';
import { describe, expect, it } from 'vitest';
import { i18n } from './lib/i18n/runtime';
import { formatPageTitle, PAGE_TITLE_MESSAGES, PAGE_TITLES, type PageKey, translatePageTitle } from './page-titles';

const KEYS = Object.keys(PAGE_TITLES) as PageKey[];

describe('page titles (issue 14)', () => {
  it.each(KEYS)('gives %s the same English as PAGE_TITLES', (key) => {
    expect(i18n._(PAGE_TITLE_MESSAGES[key])).toBe(PAGE_TITLES[key]);
    expect(translatePageTitle(PAGE_TITLES[key])).toBe(PAGE_TITLES[key]);
  });

  it.each(KEYS)('gives %s in Hindi', (key) => {
    i18n.activate('hi');
    expect(translatePageTitle(PAGE_TITLES[key])).toMatch(/[\u0900-\u097F]/);
  });

  it("formats '{page} | IIIDEM' in the active language, leaving a data-driven title as it is", () => {
    expect(formatPageTitle(PAGE_TITLES.aboutUs)).toBe('About Us | IIIDEM');
    i18n.activate('hi');
    expect(formatPageTitle(PAGE_TITLES.aboutUs)).toBe('हमारे बारे में | आईआईआईडीईएम');
    expect(formatPageTitle(MESSAGES.tenderFallbackTitle)).toBe('निविदा और विविध | आईआईआईडीईएम');
    expect(formatPageTitle('Certificate Course in Electoral Management')).toBe(
      'Certificate Course in Electoral Management | आईआईआईडीईएम',
    );
  });
});
