import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The Director General's page texts; the profile is the 'director-general' list of People and partners (issue 15). */
export const DIRECTOR_GENERAL_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`The Director General heads the institute, sets its training and research agenda and leads its partnerships with election management bodies in India and abroad.`,
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
