import { INSTITUTE_FACTS, PLACEHOLDER_NAMES, PLACEHOLDER_WORK_EXPERIENCE } from './institute-facts';
import type { ContentMeta } from './types';

const FACULTY_AREAS = [
  'Electoral law and procedure',
  'Electoral roll management',
  'EVM and VVPAT',
  'Election expenditure monitoring',
  "Systematic Voters' Education and Electoral Participation",
  'IT applications in elections',
  'Polling station management',
  'Counting of votes',
] as const;

export const FACULTY_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    `The India International Institute of Democracy and Election Management was set up on ${INSTITUTE_FACTS.setUpOn}. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.`,
  ],
  cards: FACULTY_AREAS.map((area) => ({
    name: PLACEHOLDER_NAMES.faculty,
    area,
    experience: PLACEHOLDER_WORK_EXPERIENCE,
  })),
} as const satisfies ContentMeta & Record<string, unknown>;
