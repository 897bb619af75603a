import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

export const CENTRE_FOR_INTERNATIONAL_TRAINING_CONTENT = {
  lastUpdated: '2026-11-19',
  intro: [
    msg`The Centre for International Training shares India's experience of election management with election management bodies of partner countries, mostly under the Indian Technical and Economic Cooperation (ITEC) programme of the Ministry of External Affairs.`,
  ],
  figuresHeading: msg`Reach`,
  figures: [
    { value: INSTITUTE_FACTS.countries, label: msg`Countries whose election officials trained with us` },
    { value: INSTITUTE_FACTS.internationalProgrammes, label: msg`Conducted in India and abroad` },
    { value: INSTITUTE_FACTS.internationalTrainees, label: msg`Election officials of partner countries` },
  ],
  formatsHeading: msg`How we train`,
  formats: [
    msg`Capacity-building programmes on the institute’s campus in New Delhi`,
    msg`Programmes in partner countries, designed with the host election management body`,
    msg`International election visitors programmes during Indian elections`,
    msg`Online programmes and webinars`,
    msg`Study visits and exchanges of experts`,
  ],
  programmesLink: { label: msg`International training programmes`, to: paths.courses, state: { tab: 'international' } },
  webinarLink: { label: msg`Innovative Electoral Practices: Stories from the Field`, to: paths.webinar },
} as const satisfies ContentMeta & Record<string, unknown>;
