import { PLACEHOLDER_NAMES } from './institute-facts';
import type { ContentMeta, OfficerRow } from './types';

const officer = (designation: string, desk: OfficerRow['desk']): OfficerRow => ({
  name: PLACEHOLDER_NAMES.officer,
  designation,
  desk,
});

/** The institute's divisions and their officers; the about-us directory and the officers' table both use it. */
export const DIRECTORY_SECTIONS: readonly { id: string; heading: string; officers: readonly OfficerRow[] }[] = [
  {
    id: 'director-general',
    heading: 'Office of the Director General',
    officers: [
      officer('Director General', 'directorGeneral'),
      officer('Staff Officer to the Director General', 'directorGeneralStaffOfficer'),
      officer('Personal Assistant to the Director General', 'directorGeneralPersonalAssistant'),
    ],
  },
  {
    id: 'national-training',
    heading: 'Centre for National Training',
    officers: [
      officer('Director (National Training)', 'directorNationalTraining'),
      officer('Joint Director (National Training)', 'jointDirectorNationalTraining'),
      officer('Deputy Director (National Training)', 'deputyDirectorNationalTraining'),
    ],
  },
  {
    id: 'international-training',
    heading: 'Centre for International Training',
    officers: [
      officer('Director (International Training)', 'directorInternationalTraining'),
      officer('Joint Director (International Training)', 'jointDirectorInternationalTraining'),
      officer('Deputy Director (International Training)', 'deputyDirectorInternationalTraining'),
    ],
  },
  {
    id: 'academic-affairs',
    heading: 'Academic Affairs',
    officers: [
      officer('Director (Academic Affairs)', 'directorAcademicAffairs'),
      officer('Deputy Director (Academic Affairs)', 'deputyDirectorAcademicAffairs'),
      officer('Librarian', 'librarian'),
    ],
  },
  {
    id: 'administration',
    heading: 'Administration and Accounts',
    officers: [
      officer('Director (Administration)', 'directorAdministration'),
      officer('Deputy Director (Administration)', 'deputyDirectorAdministration'),
      officer('Accounts Officer', 'accountsOfficer'),
      officer('Estate and Hostel Officer', 'estateAndHostel'),
      officer('In-charge, IT Cell', 'itCell'),
    ],
  },
];

export const OFFICERS_CONTENT = {
  lastUpdated: '2026-11-18',
  intro: [
    'Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.',
  ],
  tableCaption: 'Officers of IIIDEM',
  officers: DIRECTORY_SECTIONS.flatMap((section) => section.officers),
} as const satisfies ContentMeta & Record<string, unknown>;
