import { paths } from '../../paths';
import type { ContentMeta } from './types';

export const CONTACT_US_CONTENT = {
  lastUpdated: '2026-11-18',
  intro: [
    'Write to us, call us or visit the campus. For a question about a training programme, please mention the programme name and its dates.',
  ],
  addressHeading: 'Postal address',
  reachHeading: 'Telephone, fax and e-mail',
  mailboxesHeading: 'Mailboxes',
  mailboxes: [
    { label: 'National training programmes', key: 'training' },
    { label: 'International training programmes', key: 'international' },
    { label: 'This website', key: 'webmaster' },
  ],
  hoursHeading: 'Office hours',
  hours: 'Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.',
  moreHeading: 'Find an officer',
  moreLinks: [
    { label: 'IIIDEM Officers', to: paths.officers },
    { label: 'IIIDEM Directory', to: paths.aboutUs, state: { tab: 'IIIDEM Directory' } },
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
