import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta, OfficialProfile } from './types';

export const DIRECTOR_GENERAL_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [
    msg`The Director General heads the institute, sets its training and research agenda and leads its partnerships with election management bodies in India and abroad.`,
  ],
  profile: {
    name: PLACEHOLDER_NAMES.officer,
    designation: msg`Director General, IIIDEM`,
    desk: 'directorGeneral',
    staff: [
      { role: msg`Staff Officer`, desk: 'directorGeneralStaffOfficer' },
      { role: msg`Personal Assistant`, desk: 'directorGeneralPersonalAssistant' },
    ],
    about: [
      msg`The Director General's office coordinates the Centre for National Training, the Centre for International Training, Academic Affairs and Administration.`,
    ],
  } satisfies OfficialProfile,
} as const satisfies ContentMeta & Record<string, unknown>;
