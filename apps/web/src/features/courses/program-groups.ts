import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COURSE_TEXT_MESSAGES } from './course-texts';

/** The course groups of the lists by group (spec 1 §2): 1 ongoing, 2 upcoming. Group 3 is news and tenders. */
export type CourseGroup = 'ongoing' | 'upcoming';

const COURSE_GROUPS: Record<string, CourseGroup> = { '1': 'ongoing', '2': 'upcoming' };

/** Titles of the lists by group: 1 ongoing courses, 2 upcoming courses, 3 news and tenders. */
const PROGRAM_GROUP_TITLES: Record<string, MessageDescriptor> = {
  '1': COURSE_TEXT_MESSAGES.ongoingTrainingProgram,
  '2': COURSE_TEXT_MESSAGES.upcomingTrainingProgram,
};

/** MESSAGES.tenderFallbackTitle (the English must stay the shared one: course-texts.test.ts). */
export const TENDER_FALLBACK_TITLE = msg`Tender & Miscellaneous`;

/** The group id that lists news and tenders (the news category id, spec 1 §9). */
export const NEWS_AND_TENDERS_GROUP_ID = '3';

/** The list's title for a group id from the URL; unknown ids fall back to 'Tender & Miscellaneous'. */
export function titleForProgramGroup(id: string | undefined): MessageDescriptor {
  return (id && PROGRAM_GROUP_TITLES[id]) || TENDER_FALLBACK_TITLE;
}

/** Which courses a group id lists, or undefined for news and tenders and unknown ids. */
export function courseGroupFor(id: string | undefined): CourseGroup | undefined {
  return id ? COURSE_GROUPS[id] : undefined;
}
