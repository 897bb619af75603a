import type { GENDERS, TITLES } from '@iiidem/shared/constants';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The Hindi of the titles and genders the profile form takes from @iiidem/shared as English, keyed by that
 * English (the shared package stays English: the API and the spec use it). Alert titles, buttons and messages
 * go through the central bridge (lib/i18n/shared-texts.ts).
 */
type Title = (typeof TITLES)[number];
type Gender = (typeof GENDERS)[keyof typeof GENDERS];

export const PERSON_OPTION_TEXTS: Record<Title | Gender, MessageDescriptor> = {
  Mr: msg`Mr`,
  Ms: msg`Ms`,
  Mrs: msg`Mrs`,
  Male: msg`Male`,
  Female: msg`Female`,
  Others: msg`Others`,
};

/** A title or gender in the active language (a text the table does not know is returned as it is). */
export function personOptionText(i18n: I18n, text: string): string {
  const descriptor = (PERSON_OPTION_TEXTS as Record<string, MessageDescriptor | undefined>)[text];
  return descriptor ? i18n._(descriptor) : text;
}
