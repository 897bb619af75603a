import { msg } from '@lingui/core/macro';
import { paths } from '../../paths';
import type { ContentMeta } from './types';

export const CONTACT_US_CONTENT = {
  lastUpdated: '2026-11-18',
  intro: [
    msg`Write to us, call us or visit the campus. For a question about a training programme, please mention the programme name and its dates.`,
  ],
  addressHeading: msg`Postal address`,
  reachHeading: msg`Telephone, fax and e-mail`,
  mailboxesHeading: msg`Mailboxes`,
  mailboxes: [
    { label: msg`National training programmes`, key: 'training' },
    { label: msg`International training programmes`, key: 'international' },
    { label: msg`This website`, key: 'webmaster' },
  ],
  hoursHeading: msg`Office hours`,
  hours: msg`Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.`,
  moreHeading: msg`Find an officer`,
  moreLinks: [
    { label: msg`IIIDEM Officers`, to: paths.officers },
    { label: msg`IIIDEM Directory`, to: paths.aboutUs, state: { tab: 'IIIDEM Directory' } },
  ],
} as const satisfies ContentMeta & Record<string, unknown>;
