/**
 * Contact details shown in the shell (top bar, footer). One place, so the real values can replace these.
 * The values below are deliberately fictitious placeholders.
 */
export const SITE_SETTINGS = {
  phone: {
    display: '+91-11-0000-0000',
    /** E.164 form for the tel: link. */
    dial: '+911100000000',
  },
  email: 'contact@iiidem.example.org',
  address: ['Example Building, Sector 0', 'Demo Road', 'New Delhi 110000, India'],
  /** The national commission's own site, linked from the menu and the footer. */
  commissionSite: {
    name: 'Election Commission of India',
    url: 'https://eci.gov.in/',
  },
} as const;
