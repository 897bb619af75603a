import type { ApplyNowBlock } from '@iiidem/shared/courses/apply-now';
import type { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The course screens' texts of @iiidem/shared/courses (the spec's English, which the API and tests use) in the
 * catalogues: each English here is the shared constant's, checked by course-texts.test.ts.
 */
export const COURSE_TEXT_MESSAGES = {
  applyFrom: msg`Apply From`,
  modeOfTraining: msg`Mode of Training`,
  viewDetails: msg`View Details`,
  applyNow: msg`Apply Now`,
  ongoingTrainingProgram: msg`On Going Training Program`,
  upcomingTrainingProgram: msg`Upcoming Training Program`,
} as const satisfies Partial<Record<keyof typeof COURSE_TEXTS, MessageDescriptor>>;

/** Why Apply Now is disabled (spec 1 §4, with the course deciding the type: issue 17), in the catalogues. */
export const APPLY_NOW_BLOCK_MESSAGES: Record<ApplyNowBlock, MessageDescriptor> = {
  closed: msg`Applications closed`,
  'academic-course': msg`Academic programmes are not applied for through this portal.`,
  'international-course': msg`This programme is for international applicants.`,
  'domestic-course': msg`This programme is for domestic and faculty applicants.`,
  'unknown-user-type': msg`Your account type is not known: sign in again to apply`,
  'unknown-course-type': msg`This programme does not take applications through this portal.`,
};

/**
 * The status words an applied course shows (issue 17), keyed by the English of @iiidem/shared
 * (APPLICATION_STATUS_NAMES, COMPLETED_STATUS_NAME, 'Applied'): the same words and Hindi as the dashboard's track.
 */
export const APPLIED_STATUS_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  Applied: msg`Applied`,
  Received: msg`Received`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Waitlisted: msg`Waitlisted`,
  Withdrawn: msg`Withdrawn`,
  Completed: msg`Completed`,
};
