import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The directors page's texts; the profiles are the 'directors' list of People and partners (issue 15). */
export const DIRECTORS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [msg`The Directors lead the institute's centres and divisions under the Director General.`],
} as const satisfies ContentMeta & Record<string, unknown>;
