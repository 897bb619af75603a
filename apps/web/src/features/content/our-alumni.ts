import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The Our Alumni page's texts; the programme batches are the 'our-alumni' list of People and partners (issue 15). */
export const OUR_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [msg`Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.`],
} as const satisfies ContentMeta & Record<string, unknown>;
