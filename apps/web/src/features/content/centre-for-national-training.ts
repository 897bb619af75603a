import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import { quote, type Text } from './text';
import type { ContentMeta } from './types';

/** A national programme (spec 2 §3): its code, such as DM-011, and its title. */
export type NationalProgramme = { code: string; title: Text };

/** DM-001 to DM-011, titled as the demo trainings of the API seed (apps/api/src/db/seed/demo-trainings.ts). */
export const NATIONAL_PROGRAMMES: readonly NationalProgramme[] = [
  msg`Certification Programme for Returning Officers and Assistant Returning Officers`,
  msg`Training of Trainers on Electoral Roll Management`,
  msg`Training of National Level Master Trainers on EVM and VVPAT`,
  msg`Training on Election Expenditure Monitoring`,
  msg`Training on Model Code of Conduct and Media Certification`,
  msg`Training of Trainers on Systematic Voters' Education and Electoral Participation`,
  msg`Training on IT Applications and Digital Platforms for Elections`,
  msg`Training on Polling Station Management and Assured Minimum Facilities`,
  msg`Training on Counting of Votes and Result Management`,
  msg`Training on Accessible and Inclusive Elections`,
  msg`Training on Law and Order, Security and Force Deployment Planning`,
].map((title, index) => ({ code: `DM-${String(index + 1).padStart(3, '0')}`, title }));

export const CENTRE_FOR_NATIONAL_TRAINING_CONTENT = {
  lastUpdated: '2026-11-19',
  intro: [
    msg`The Centre for National Training prepares the election machinery of India for every general election and bye-election. It trains through a cascade, so that a standard message reaches every polling station.`,
  ],
  cascadeHeading: msg`Three-level cascaded training`,
  cascade: [
    {
      level: msg`National Level Master Trainers`,
      text: msg`Trained and certified at the institute: ${quote(INSTITUTE_FACTS.masterTrainers)} were empanelled ${quote(INSTITUTE_FACTS.masterTrainersAsOn)}.`,
    },
    {
      level: msg`State Level Master Trainers`,
      text: msg`Trained by the national-level master trainers in every State and Union Territory.`,
    },
    {
      level: msg`District Level Master Trainers`,
      text: msg`Trained by the state-level master trainers; they train the polling personnel of their district, ${quote(INSTITUTE_FACTS.pollPersonnel)} across the country, down to the polling-station level.`,
    },
  ],
  programmesHeading: msg`National programmes`,
  programmesCaption: msg`National programmes DM-001 to DM-011`,
  programmesNote: msg`Sessions, reading material and videos of each programme:`,
  programmesLink: { label: msg`Our Training & Programs`, to: paths.ourTrainingAndPrograms },
} as const satisfies ContentMeta & Record<string, unknown>;
