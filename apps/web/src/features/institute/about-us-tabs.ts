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
