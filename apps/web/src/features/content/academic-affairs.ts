import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import type { Text } from './text';
import type { ContentMeta } from './types';

export type AcademicUnit = { name: Text; description: Text; link?: { label: Text; to: string } };

export const ACADEMIC_AFFAIRS_CONTENT = {
  lastUpdated: '2026-11-12',
  intro: [
    msg`Academic Affairs plans the institute's curricula, certifies its trainers and keeps its programmes current. Its work is organised in six centres and schools.`,
  ],
  unitsHeading: msg`Centres and schools`,
  units: [
    {
      name: msg`Centre for National Training`,
      description: msg`Cascaded training of election officials in India, from national-level master trainers to polling personnel.`,
      link: { label: msg`About the Centre for National Training`, to: paths.centreForNationalTraining },
    },
    {
      name: msg`Centre for International Training`,
      description: msg`Programmes, study visits and exchanges with election management bodies of partner countries.`,
      link: { label: msg`About the Centre for International Training`, to: paths.centreForInternationalTraining },
    },
    {
      name: msg`Centre for Research and Documentation`,
      description: msg`Research on electoral processes, case studies from the field and the institute’s publications.`,
    },
    {
      name: msg`Centre for Curriculum and Training Technology`,
      description: msg`Training modules, e-learning courses, simulations and the assessment of trainees.`,
    },
    {
      name: msg`School of Electoral Law and Procedure`,
      description: msg`The constitutional and legal framework of elections and the procedures that follow from it.`,
    },
    {
      name: msg`School of Voter Education and Electoral Participation`,
      description: msg`Voter education, inclusive and accessible elections, and participation of every eligible voter.`,
    },
  ] satisfies readonly AcademicUnit[],
  academicProgrammeHeading: msg`Academic programme`,
  academicProgramme: msg`With a partner social-sciences institute, the institute offers a master’s programme in international electoral management.`,
  academicProgrammeLink: { label: msg`Our Training & Programs`, to: paths.ourTrainingAndPrograms },
} as const satisfies ContentMeta & Record<string, unknown>;
