import type { ContentMeta } from './types';

/** The personal data the portal may ask for, exactly as spec 2 §2 lists them. */
export const PERSONAL_DATA_ITEMS = [
  'first and last name',
  "relative's name",
  'date of birth',
  'phone/e-mail',
  'EPIC number',
  'address',
  'state',
  'province',
  'ZIP/postal code',
  'city',
  'photograph',
  'age proof',
  'address proof',
] as const;

export const PRIVACY_POLICY_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: [
    'This portal does not collect any personal information from you automatically (such as your name, phone number or e-mail address) that identifies you individually.',
  ],
  sections: {
    dataHeading: 'Personal data we may ask for',
    dataLead:
      'When you sign up, apply for a training programme or use another service of the portal, we may ask for the following personal data:',
    useHeading: 'How we use it',
    use: [
      'We use your personal data only to register you, to process your applications, to contact you about them and to issue your certificates. We tell you on each form why the data is asked for.',
      'We do not sell or share personally identifiable information given on this portal with any third party, public or private, except the authorities running the programme you applied for or where the law requires it. The data is protected against loss, misuse and change.',
    ],
    storageHeading: 'Your browser',
    storage:
      "While you are signed in, the portal keeps your session token and a few preferences (such as the tab you last opened) in your browser's local storage. It sets no tracking cookies and loads no third-party analytics.",
    childrenHeading: 'Children',
    children:
      'This service does not address anyone under the age of 18. We do not knowingly collect personal data from anyone under 18.',
    contactHeading: 'Contact us',
    contact: 'For a question about this policy or about your personal data, contact the institute:',
  },
} as const satisfies ContentMeta & Record<string, unknown>;
