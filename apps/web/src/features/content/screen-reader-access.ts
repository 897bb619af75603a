import { msg } from '@lingui/core/macro';
import type { Text } from './text';
import type { ContentMeta } from './types';

export type ScreenReader = { name: string; url: string; cost: 'Free' | 'Commercial' };

/** The seven screen readers of spec 2 §2 with their websites; free ones first, as the specification lists them. */
export const SCREEN_READERS: readonly ScreenReader[] = [
  { name: 'Screen Access For All (SAFA)', url: 'https://safa-reader.software.informer.com/', cost: 'Free' },
  { name: 'Non Visual Desktop Access (NVDA)', url: 'https://www.nvaccess.org/', cost: 'Free' },
  { name: 'System Access To Go', url: 'https://www.satogo.com/', cost: 'Free' },
  { name: 'Hal', url: 'https://yourdolphin.com/', cost: 'Commercial' },
  { name: 'JAWS', url: 'https://www.freedomscientific.com/products/software/jaws/', cost: 'Commercial' },
  { name: 'Supernova', url: 'https://yourdolphin.com/supernova/', cost: 'Commercial' },
  { name: 'Window-Eyes', url: 'https://www.gwmicro.com/', cost: 'Commercial' },
];

/** The cost column's texts. */
export const SCREEN_READER_COSTS: Record<ScreenReader['cost'], Text> = { Free: msg`Free`, Commercial: msg`Commercial` };

export const SCREEN_READER_ACCESS_CONTENT = {
  lastUpdated: '2026-11-21',
  intro: [
    msg`The India International Institute of Democracy and Election Management portal complies with the World Wide Web Consortium (W3C) Web Content Accessibility Guidelines (WCAG) 2.0 level AA. People with visual impairments can use it with assistive technologies such as screen readers.`,
    msg`We also aim for WCAG 2.1 level AA on every page: every page can be used with the keyboard alone, shows where the keyboard focus is, has a "Skip to main content" link, and works on a screen 375 pixels wide.`,
  ],
  tableHeading: msg`Screen readers`,
  tableIntro: msg`The portal can be read with the following screen readers:`,
  tableCaption: msg`Screen readers with their websites and whether they are free or commercial`,
  columns: { name: msg`Screen Reader`, site: msg`Website`, cost: msg`Free / Commercial` },
  feedbackHeading: msg`Tell us about a problem`,
  feedback: msg`If a part of the portal is hard to use with your screen reader or keyboard, please write to us, naming the page and the problem:`,
} as const satisfies ContentMeta & Record<string, unknown>;
