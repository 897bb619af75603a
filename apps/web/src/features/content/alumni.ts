import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import { INSTITUTE_FACTS } from './institute-facts';
import { quote } from './text';
import type { ContentMeta } from './types';

export const ALUMNI_CONTENT = {
  lastUpdated: '2026-11-14',
  intro: [
    msg`The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, ${quote(INSTITUTE_FACTS.internationalTrainees)} from ${quote(INSTITUTE_FACTS.countries)}.`,
    msg`Alumni stay in touch with the institute and with one another, share what they have put into practice, and return as resource persons for later programmes.`,
  ],
  sections: [
    {
      heading: msg`Our Alumni`,
      text: msg`Programmes of the institute and the officers who completed them.`,
      link: { label: msg`Our Alumni`, to: paths.ourAlumni },
    },
    {
      heading: msg`IIIDEM Alumni`,
      text: msg`Profiles of alumni of national and international programmes.`,
      link: { label: msg`IIIDEM Alumni`, to: paths.iiidemAlumni },
    },
  ],
  contactHeading: msg`Stay in touch`,
  contactText: msg`Alumni can write to the training mailbox to share news, practices and changes of address:`,
} as const satisfies ContentMeta & Record<string, unknown>;
