import { MESSAGES } from '@iiidem/shared/messages';

/** Titles of the lists by group (spec 1 §2): 1 ongoing courses, 2 upcoming courses, 3 news and tenders. */
const PROGRAM_GROUP_TITLES: Record<string, string> = {
  '1': 'On Going Training Program',
  '2': 'Upcoming Training Program',
  '3': MESSAGES.tenderFallbackTitle,
};

/** The list's title for a group id from the URL; unknown ids fall back to 'Tender & Miscellaneous'. */
export function titleForProgramGroup(id: string | undefined): string {
  return (id && PROGRAM_GROUP_TITLES[id]) || MESSAGES.tenderFallbackTitle;
}
