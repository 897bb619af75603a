import type { TPublicPerson } from '@iiidem/shared/admin/people';
import { dialablePhone } from '@iiidem/shared/common/dialable-phone';
import { msg } from '@lingui/core/macro';

/** A portrait for an entry without a photo (a generated SVG showing no one). */
export const PERSON_PLACEHOLDER = '/institute/person-placeholder.svg';

/** Alt text of the placeholder portrait: it shows no one, so it says so. */
export const PLACEHOLDER_PHOTO_ALT = msg`Placeholder portrait`;

/** The names of the partner lists, shown as their carousels' headings. */
export const PARTNER_LIST_TITLES = {
  'partner-election-bodies': msg`Partner Election Management Bodies`,
  'partner-institutions': msg`Institutional and Academic Partners`,
} as const;

/** The tel: address of an entry's phone. */
export function telHref(phone: string): string {
  return `tel:${dialablePhone(phone)}`;
}

/** Entries grouped by their section, in the order the sections first appear (one group of '' when none has one). */
export function groupBySection(items: readonly TPublicPerson[]): { key: string; items: TPublicPerson[] }[] {
  const groups = new Map<string, TPublicPerson[]>();
  for (const item of items) {
    const group = groups.get(item.section);
    if (group) group.push(item);
    else groups.set(item.section, [item]);
  }
  return [...groups.entries()].map(([key, members]) => ({ key, items: members }));
}
