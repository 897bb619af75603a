import { msg } from '@lingui/core/macro';

/**
 * The institute's figures, exactly as the specification states them (spec 2 §1 and §9). Pages quote these
 * texts inside their own sentences, so a figure changes in one place. (The figures of the pages staff edit now
 * live in those pages' text: apps/api/src/db/seed/initial-pages.ts.)
 */
export const INSTITUTE_FACTS = {
  /** The faculty page's wording. */
  setUpOn: msg`17 June 2011`,
  countries: msg`141 countries`,
  internationalTrainees: msg`over 3000 trainees (as on 31 May 2025)`,
} as const;

/** Placeholder text for names the specification leaves out ({name}); never a real person's name. */
export const PLACEHOLDER_NAMES = {
  speaker: msg`Name of Speaker`,
} as const;
