import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

export const TRAINING_CALENDAR_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: [
    msg`The institute's courses by the month in which they start. Choose a course to read its details and apply.`,
  ],
  loading: msg`Loading the training calendar…`,
  labels: { dates: msg`Dates`, location: msg`Location`, mode: msg`Mode of Training`, programme: msg`Programme` },
} as const satisfies ContentMeta & Record<string, unknown>;
