import { msg } from '@lingui/core/macro';
import { PLACEHOLDER_NAMES, PLACEHOLDER_WORK_EXPERIENCE } from './institute-facts';
import type { ContentMeta } from './types';

const ALUMNI_PROGRAMMES = [
  msg`Certification Programme for Returning Officers`,
  msg`Certification Programme for District Election Officers`,
  msg`Training of National Level Master Trainers`,
  msg`Training on Electoral Roll Management`,
  msg`International Programme on Election Management`,
  msg`Training on EVM and VVPAT`,
  msg`Training on Election Expenditure Monitoring`,
  msg`Training on Accessible Elections`,
] as const;

export const IIIDEM_ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    msg`Alumni of the institute’s programmes: election officials from the States and Union Territories and from partner countries.`,
  ],
  cards: ALUMNI_PROGRAMMES.map((programme) => ({
    name: PLACEHOLDER_NAMES.alumnus,
    programme,
    experience: PLACEHOLDER_WORK_EXPERIENCE,
  })),
} as const satisfies ContentMeta & Record<string, unknown>;
