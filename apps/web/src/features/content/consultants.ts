import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The consultants page's texts; the consultants are the 'consultants' list of People and partners (issue 15). */
export const CONSULTANTS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute’s programmes.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
