import type { ContentMeta } from './types';

export const TRAINING_CALENDAR_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: ["The institute's courses by the month in which they start. Choose a course to read its details and apply."],
  loading: 'Loading the training calendar…',
  labels: { dates: 'Dates', location: 'Location', mode: 'Mode of Training', programme: 'Programme' },
} as const satisfies ContentMeta & Record<string, unknown>;
