import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta, OfficialProfile } from './types';

export const DIRECTORS_CONTENT = {
  lastUpdated: '2026-11-10',
  intro: ["The Directors lead the institute's centres and divisions under the Director General."],
  profiles: [
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: 'Director (National Training)',
      desk: 'directorNationalTraining',
      staff: [
        { role: 'Joint Director', desk: 'jointDirectorNationalTraining' },
        { role: 'Deputy Director', desk: 'deputyDirectorNationalTraining' },
      ],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: 'Director (International Training)',
      desk: 'directorInternationalTraining',
      staff: [
        { role: 'Joint Director', desk: 'jointDirectorInternationalTraining' },
        { role: 'Deputy Director', desk: 'deputyDirectorInternationalTraining' },
      ],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: 'Director (Academic Affairs)',
      desk: 'directorAcademicAffairs',
      staff: [{ role: 'Deputy Director', desk: 'deputyDirectorAcademicAffairs' }],
    },
    {
      name: PLACEHOLDER_NAMES.officer,
      designation: 'Director (Administration)',
      desk: 'directorAdministration',
      staff: [
        { role: 'Deputy Director', desk: 'deputyDirectorAdministration' },
        { role: 'Accounts Officer', desk: 'accountsOfficer' },
      ],
    },
  ] satisfies readonly OfficialProfile[],
} as const satisfies ContentMeta & Record<string, unknown>;
