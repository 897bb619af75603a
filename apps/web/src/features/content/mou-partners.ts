import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The MoU partners page's texts; the MoUs are the 'mou-partners' list of People and partners (issue 15). */
export const MOU_PARTNERS_CONTENT = {
  lastUpdated: '2026-11-08',
  intro: [
    msg`The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
