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

/** Why Apply Now is disabled (spec 1 §4), in the catalogues. */
export const APPLY_NOW_BLOCK_MESSAGES: Record<ApplyNowBlock, MessageDescriptor> = {
  closed: msg`Applications closed`,
  'tab-conflict': msg`This programme is not open to your account type`,
  'unknown-user-type': msg`Your account type is not known: sign in again to apply`,
};
