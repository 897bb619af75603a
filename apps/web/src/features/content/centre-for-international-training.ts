import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

export const CENTRE_FOR_INTERNATIONAL_TRAINING_CONTENT = {
  lastUpdated: '2026-11-19',
  intro: [
    "The Centre for International Training shares India's experience of election management with election management bodies of partner countries, mostly under the Indian Technical and Economic Cooperation (ITEC) programme of the Ministry of External Affairs.",
  ],
  figuresHeading: 'Reach',
  figures: [
    { value: INSTITUTE_FACTS.countries, label: 'Countries whose election officials trained with us' },
    { value: INSTITUTE_FACTS.internationalProgrammes, label: 'Conducted in India and abroad' },
    { value: INSTITUTE_FACTS.internationalTrainees, label: 'Election officials of partner countries' },
  ],
  formatsHeading: 'How we train',
  formats: [
    'Capacity-building programmes on the institute\u2019s campus in New Delhi',
    'Programmes in partner countries, designed with the host election management body',
    'International election visitors programmes during Indian elections',
    'Online programmes and webinars',
    'Study visits and exchanges of experts',
  ],
  programmesLink: { label: 'International training programmes', to: paths.courses, state: { tab: 'international' } },
  webinarLink: { label: 'Innovative Electoral Practices: Stories from the Field', to: paths.webinar },
} as const satisfies ContentMeta & Record<string, unknown>;
