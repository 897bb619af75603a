import { paths } from '../../paths';
import type { ContentMeta } from './types';

export type AcademicUnit = { name: string; description: string; link?: { label: string; to: string } };

export const ACADEMIC_AFFAIRS_CONTENT = {
  lastUpdated: '2026-11-12',
  intro: [
    "Academic Affairs plans the institute's curricula, certifies its trainers and keeps its programmes current. Its work is organised in six centres and schools.",
  ],
  unitsHeading: 'Centres and schools',
  units: [
    {
      name: 'Centre for National Training',
      description:
        'Cascaded training of election officials in India, from national-level master trainers to polling personnel.',
      link: { label: 'About the Centre for National Training', to: paths.centreForNationalTraining },
    },
    {
      name: 'Centre for International Training',
      description: 'Programmes, study visits and exchanges with election management bodies of partner countries.',
      link: { label: 'About the Centre for International Training', to: paths.centreForInternationalTraining },
    },
    {
      name: 'Centre for Research and Documentation',
      description:
        'Research on electoral processes, case studies from the field and the institute\u2019s publications.',
    },
    {
      name: 'Centre for Curriculum and Training Technology',
      description: 'Training modules, e-learning courses, simulations and the assessment of trainees.',
    },
    {
      name: 'School of Electoral Law and Procedure',
      description: 'The constitutional and legal framework of elections and the procedures that follow from it.',
    },
    {
      name: 'School of Voter Education and Electoral Participation',
      description: 'Voter education, inclusive and accessible elections, and participation of every eligible voter.',
    },
  ] satisfies readonly AcademicUnit[],
  academicProgrammeHeading: 'Academic programme',
  academicProgramme:
    'With a partner social-sciences institute, the institute offers a master\u2019s programme in international electoral management.',
  academicProgrammeLink: { label: 'Our Training & Programs', to: paths.ourTrainingAndPrograms },
} as const satisfies ContentMeta & Record<string, unknown>;
