import { msg } from '@lingui/core/macro';
import { INSTITUTE_FACTS, PLACEHOLDER_NAMES, PLACEHOLDER_WORK_EXPERIENCE } from './institute-facts';
import { quote } from './text';
import type { ContentMeta } from './types';

const FACULTY_AREAS = [
  msg`Electoral law and procedure`,
  msg`Electoral roll management`,
  msg`EVM and VVPAT`,
  msg`Election expenditure monitoring`,
  msg`Systematic Voters' Education and Electoral Participation`,
  msg`IT applications in elections`,
  msg`Polling station management`,
  msg`Counting of votes`,
] as const;

export const FACULTY_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    msg`The India International Institute of Democracy and Election Management was set up on ${quote(INSTITUTE_FACTS.setUpOn)}. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.`,
  ],
  cards: FACULTY_AREAS.map((area) => ({
    name: PLACEHOLDER_NAMES.faculty,
    area,
    experience: PLACEHOLDER_WORK_EXPERIENCE,
  })),
} as const satisfies ContentMeta & Record<string, unknown>;
