import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The tabs of the about-us page; links pass the wanted one in navigation state (spec 1 §2 Shell). */
export const ABOUT_US_TABS = [
  'About IIIDEM',
  'Vision & Mission',
  'Campus & Facilities',
  "Organogram for the Hon'ble Commission",
  'IIIDEM Directory',
] as const;

export type AboutUsTab = (typeof ABOUT_US_TABS)[number];

export type AboutUsNavigationState = { tab: AboutUsTab };

/** Each tab's name in the page's language (the tab's id above stays English: links and history carry it). */
export const ABOUT_US_TAB_LABELS: Record<AboutUsTab, MessageDescriptor> = {
  'About IIIDEM': msg`About IIIDEM`,
  'Vision & Mission': msg`Vision & Mission`,
  'Campus & Facilities': msg`Campus & Facilities`,
  "Organogram for the Hon'ble Commission": msg`Organogram for the Hon'ble Commission`,
  'IIIDEM Directory': msg`IIIDEM Directory`,
};
