import { BLOOD_GROUPS } from '@iiidem/shared/constants';
import { DOMESTIC_SECTIONS } from '@iiidem/shared/nominations/domestic';
import type { FormSection } from '@iiidem/shared/nominations/form-fields';
import { INTERNATIONAL_SECTIONS } from '@iiidem/shared/nominations/international';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { FORM_TEXTS, formText } from './form-texts';

/** Every English text the forms show from their shared descriptions. */
function textsOf(sections: readonly FormSection[]): string[] {
  return sections.flatMap((section) => [
    section.title,
    ...section.groups.flatMap((group) => [
      ...(group.title ? [group.title] : []),
      ...group.fields.flatMap((field) => [
        field.label,
        ...(field.hint ? [field.hint] : []),
        ...(field.options ?? []).map((option) => option.label),
      ]),
    ]),
  ]);
}

const SHOWN = [...new Set([...textsOf(DOMESTIC_SECTIONS), ...textsOf(INTERNATIONAL_SECTIONS)])].filter(
  (text) => !(BLOOD_GROUPS as readonly string[]).includes(text),
);

describe('the nomination forms in Hindi (issue 14)', () => {
  it('has every title, label, hint and option of both forms, and nothing else', () => {
    expect(SHOWN.filter((text) => !FORM_TEXTS[text])).toEqual([]);
    expect(Object.keys(FORM_TEXTS).filter((text) => !SHOWN.includes(text))).toEqual([]);
  });

  it('keeps the English exactly', () => {
    for (const text of SHOWN) expect(formText(i18n, text)).toBe(text);
  });

  it('gives each a Hindi text, and leaves blood groups and unknown texts as they are', () => {
    i18n.activate('hi');
    for (const text of SHOWN) expect(formText(i18n, text), text).toMatch(/[\u0900-\u097F]/);
    expect(formText(i18n, 'Date of Birth')).toBe('जन्म तिथि');
    expect(formText(i18n, 'AB+')).toBe('AB+');
    expect(formText(i18n, 'Karnataka')).toBe('Karnataka');
  });
});
