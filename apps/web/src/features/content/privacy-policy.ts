import { msg } from '@lingui/core/macro';
import type { ContentMeta } from './types';

/** The personal data the portal may ask for, exactly as spec 2 §2 lists them. */
export const PERSONAL_DATA_ITEMS = [
  msg`first and last name`,
  msg`relative's name`,
  msg`date of birth`,
  msg`phone/e-mail`,
  msg`EPIC number`,
  msg`address`,
  msg`state`,
  msg`province`,
  msg`ZIP/postal code`,
  msg`city`,
  msg`photograph`,
  msg`age proof`,
  msg`address proof`,
] as const;

export const PRIVACY_POLICY_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: [
    msg`This portal does not collect any personal information from you automatically (such as your name, phone number or e-mail address) that identifies you individually.`,
  ],
  sections: {
    dataHeading: msg`Personal data we may ask for`,
    dataLead: msg`When you sign up, apply for a training programme or use another service of the portal, we may ask for the following personal data:`,
    useHeading: msg`How we use it`,
    use: [
      msg`We use your personal data only to register you, to process your applications, to contact you about them and to issue your certificates. We tell you on each form why the data is asked for.`,
      msg`We do not sell or share personally identifiable information given on this portal with any third party, public or private, except the authorities running the programme you applied for or where the law requires it. The data is protected against loss, misuse and change.`,
    ],
    storageHeading: msg`Your browser`,
    storage: msg`While you are signed in, the portal keeps your session token and a few preferences (such as the tab you last opened) in your browser's local storage. It sets no tracking cookies and loads no third-party analytics.`,
    childrenHeading: msg`Children`,
    children: msg`This service does not address anyone under the age of 18. We do not knowingly collect personal data from anyone under 18.`,
    contactHeading: msg`Contact us`,
    contact: msg`For a question about this policy or about your personal data, contact the institute:`,
  },
} as const satisfies ContentMeta & Record<string, unknown>;
