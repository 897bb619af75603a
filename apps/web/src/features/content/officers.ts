import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES } from './institute-facts';
import type { Text } from './text';
import type { ContentMeta, OfficerRow } from './types';

const officer = (designation: Text, desk: OfficerRow['desk']): OfficerRow => ({
  name: PLACEHOLDER_NAMES.officer,
  designation,
  desk,
});

/** The institute's divisions and their officers; the about-us directory and the officers' table both use it. */
export const DIRECTORY_SECTIONS: readonly { id: string; heading: Text; officers: readonly OfficerRow[] }[] = [
  {
    id: 'director-general',
    heading: msg`Office of the Director General`,
    officers: [
      officer(msg`Director General`, 'directorGeneral'),
      officer(msg`Staff Officer to the Director General`, 'directorGeneralStaffOfficer'),
      officer(msg`Personal Assistant to the Director General`, 'directorGeneralPersonalAssistant'),
    ],
  },
  {
    id: 'national-training',
    heading: msg`Centre for National Training`,
    officers: [
      officer(msg`Director (National Training)`, 'directorNationalTraining'),
      officer(msg`Joint Director (National Training)`, 'jointDirectorNationalTraining'),
      officer(msg`Deputy Director (National Training)`, 'deputyDirectorNationalTraining'),
    ],
  },
  {
    id: 'international-training',
    heading: msg`Centre for International Training`,
    officers: [
      officer(msg`Director (International Training)`, 'directorInternationalTraining'),
      officer(msg`Joint Director (International Training)`, 'jointDirectorInternationalTraining'),
      officer(msg`Deputy Director (International Training)`, 'deputyDirectorInternationalTraining'),
    ],
  },
  {
    id: 'academic-affairs',
    heading: msg`Academic Affairs`,
    officers: [
      officer(msg`Director (Academic Affairs)`, 'directorAcademicAffairs'),
      officer(msg`Deputy Director (Academic Affairs)`, 'deputyDirectorAcademicAffairs'),
      officer(msg`Librarian`, 'librarian'),
    ],
  },
  {
    id: 'administration',
    heading: msg`Administration and Accounts`,
    officers: [
      officer(msg`Director (Administration)`, 'directorAdministration'),
      officer(msg`Deputy Director (Administration)`, 'deputyDirectorAdministration'),
      officer(msg`Accounts Officer`, 'accountsOfficer'),
      officer(msg`Estate and Hostel Officer`, 'estateAndHostel'),
      officer(msg`In-charge, IT Cell`, 'itCell'),
    ],
  },
];

export const OFFICERS_CONTENT = {
  lastUpdated: '2026-11-18',
  intro: [
    msg`Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.`,
  ],
  tableCaption: msg`Officers of IIIDEM`,
  officers: DIRECTORY_SECTIONS.flatMap((section) => section.officers),
} as const satisfies ContentMeta & Record<string, unknown>;
