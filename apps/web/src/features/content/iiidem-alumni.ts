import { PLACEHOLDER_NAMES, PLACEHOLDER_WORK_EXPERIENCE } from './institute-facts';
import type { ContentMeta } from './types';

const ALUMNI_PROGRAMMES = [
  'Certification Programme for Returning Officers',
  'Certification Programme for District Election Officers',
  'Training of National Level Master Trainers',
  'Training on Electoral Roll Management',
  'International Programme on Election Management',
  'Training on EVM and VVPAT',
  'Training on Election Expenditure Monitoring',
  'Training on Accessible Elections',
] as const;

export const IIIDEM_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    'Alumni of the institute\u2019s programmes: election officials from the States and Union Territories and from partner countries.',
  ],
  cards: ALUMNI_PROGRAMMES.map((programme) => ({
    name: PLACEHOLDER_NAMES.alumnus,
    programme,
    experience: PLACEHOLDER_WORK_EXPERIENCE,
  })),
} as const satisfies ContentMeta & Record<string, unknown>;
