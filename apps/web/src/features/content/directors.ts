import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta, OfficialProfile } from './types';

export const DIRECTORS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: [msg`The Directors lead the institute's centres and divisions under the Director General.`],
  profiles: [
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Director (National Training)`,
      desk: 'directorNationalTraining',
      staff: [
        { role: msg`Joint Director`, desk: 'jointDirectorNationalTraining' },
        { role: msg`Deputy Director`, desk: 'deputyDirectorNationalTraining' },
      ],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Director (International Training)`,
      desk: 'directorInternationalTraining',
      staff: [
        { role: msg`Joint Director`, desk: 'jointDirectorInternationalTraining' },
        { role: msg`Deputy Director`, desk: 'deputyDirectorInternationalTraining' },
      ],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Director (Academic Affairs)`,
      desk: 'directorAcademicAffairs',
      staff: [{ role: msg`Deputy Director`, desk: 'deputyDirectorAcademicAffairs' }],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: msg`Director (Administration)`,
      desk: 'directorAdministration',
      staff: [
        { role: msg`Deputy Director`, desk: 'deputyDirectorAdministration' },
        { role: msg`Accounts Officer`, desk: 'accountsOfficer' },
      ],
    },
  ] satisfies readonly OfficialProfile[],
} as const satisfies ContentMeta & Record<string, unknown>;
