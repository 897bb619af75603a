import type { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The training screen's texts of @iiidem/shared/courses in the catalogues (the same English: training-texts.test.ts). */
export const TRAINING_TEXT_MESSAGES = {
  programOverview: msg`Program Overview`,
  documents: msg`Documents`,
  images: msg`Images`,
  videos: msg`Videos`,
} as const satisfies Partial<Record<keyof typeof COURSE_TEXTS, MessageDescriptor>>;
