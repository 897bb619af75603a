import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import type { ContentMeta } from './types';

export const ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    `The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, ${INSTITUTE_FACTS.internationalTrainees} from ${INSTITUTE_FACTS.countries}.`,
    'Alumni stay in touch with the institute and with one another, share what they have put into practice, and return as resource persons for later programmes.',
  ],
  sections: [
    {
      heading: 'Our Alumni',
      text: 'Programmes of the institute and the officers who completed them.',
      link: { label: 'Our Alumni', to: paths.ourAlumni },
    },
    {
      heading: 'IIIDEM Alumni',
      text: 'Profiles of alumni of national and international programmes.',
      link: { label: 'IIIDEM Alumni', to: paths.iiidemAlumni },
    },
  ],
  contactHeading: 'Stay in touch',
  contactText: 'Alumni can write to the training mailbox to share news, practices and changes of address:',
} as const satisfies ContentMeta & Record<string, unknown>;
