import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The IIIDEM Alumni page's texts; the profiles are the 'iiidem-alumni' list of People and partners (issue 15). */
export const IIIDEM_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    msg`Alumni of the institute’s programmes: election officials from the States and Union Territories and from partner countries.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
