import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

/** A national programme (spec 2 §3): its code, such as DM-011, and its title. */
export type NationalProgramme = { code: string; title: string };

/** DM-001 to DM-011, titled as the demo trainings of the API seed (apps/api/src/db/seed/demo-trainings.ts). */
export const NATIONAL_PROGRAMMES: readonly NationalProgramme[] = [
  'Certification Programme for Returning Officers and Assistant Returning Officers',
  'Training of Trainers on Electoral Roll Management',
  'Training of National Level Master Trainers on EVM and VVPAT',
  'Training on Election Expenditure Monitoring',
  'Training on Model Code of Conduct and Media Certification',
  "Training of Trainers on Systematic Voters' Education and Electoral Participation",
  'Training on IT Applications and Digital Platforms for Elections',
  'Training on Polling Station Management and Assured Minimum Facilities',
  'Training on Counting of Votes and Result Management',
  'Training on Accessible and Inclusive Elections',
  'Training on Law and Order, Security and Force Deployment Planning',
].map((title, index) => ({ code: `DM-${String(index + 1).padStart(3, '0')}`, title }));

export const CENTRE_FOR_NATIONAL_TRAINING_CONTENT = {
  lastUpdated: '2026-11-19',
  intro: [
    'The Centre for National Training prepares the election machinery of India for every general election and bye-election. It trains through a cascade, so that a standard message reaches every polling station.',
  ],
  cascadeHeading: 'Three-level cascaded training',
  cascade: [
    {
      level: 'National Level Master Trainers',
      text: `Trained and certified at the institute: ${INSTITUTE_FACTS.masterTrainers} were empanelled ${INSTITUTE_FACTS.masterTrainersAsOn}.`,
    },
    {
      level: 'State Level Master Trainers',
      text: 'Trained by the national-level master trainers in every State and Union Territory.',
    },
    {
      level: 'District Level Master Trainers',
      text: `Trained by the state-level master trainers; they train the polling personnel of their district, ${INSTITUTE_FACTS.pollPersonnel} across the country, down to the polling-station level.`,
    },
  ],
  programmesHeading: 'National programmes',
  programmesCaption: 'National programmes DM-001 to DM-011',
  programmesNote: 'Sessions, reading material and videos of each programme:',
  programmesLink: { label: 'Our Training & Programs', to: paths.ourTrainingAndPrograms },
} as const satisfies ContentMeta & Record<string, unknown>;
