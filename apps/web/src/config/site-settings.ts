import type { Language } from '@iiidem/shared/language';
/** A telephone number as shown and as dialled (E.164, for tel: links). */
export type PhoneNumber = { display: string; dial: string };

/** Fictitious Delhi numbers '+91-11-0000-NNNN' (the real ones replace them here, in one place). */
const institutePhone = (line: string): PhoneNumber => ({ display: `+91-11-0000-${line}`, dial: `+91110000${line}` });

/** A desk of the institute's directory: its office number, intercom extension and mailbox. */
export type Desk = { phone: PhoneNumber; extension: string; email: string };

const desk = (line: string, email: string): Desk => ({
  phone: institutePhone(line),
  extension: line.slice(1),
  email: `${email}@iiidem.example.org`,
});

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
  /** The address as a Hindi page shows it (issue 14). */
  addressHi: ['उदाहरण भवन, सेक्टर 0', 'डेमो रोड', 'नई दिल्ली 110000, भारत'],
  /** The national commission's own site, linked from the menu and the footer. */
  commissionSite: {
    name: 'Election Commission of India',
    url: 'https://eci.gov.in/',
  },
  // Institute pages (contact us, directory, officers, profiles, privacy policy): fictitious as well.
  fax: '+91-11-0000-0999',
  mailboxes: {
    training: 'training@iiidem.example.org',
    international: 'international@iiidem.example.org',
    webmaster: 'webmaster@iiidem.example.org',
  },
  /** The desks named in the directory, the officers' table and the official profiles. */
  desks: {
    directorGeneral: desk('0101', 'dg'),
    directorGeneralStaffOfficer: desk('0102', 'so.dg'),
    directorGeneralPersonalAssistant: desk('0103', 'pa.dg'),
    directorNationalTraining: desk('0111', 'director.cnt'),
    directorInternationalTraining: desk('0121', 'director.cit'),
    directorAcademicAffairs: desk('0131', 'director.academic'),
    directorAdministration: desk('0141', 'director.admin'),
    jointDirectorNationalTraining: desk('0112', 'jd.cnt'),
    deputyDirectorNationalTraining: desk('0113', 'dd.cnt'),
    jointDirectorInternationalTraining: desk('0122', 'jd.cit'),
    deputyDirectorInternationalTraining: desk('0123', 'dd.cit'),
    deputyDirectorAcademicAffairs: desk('0132', 'dd.academic'),
    deputyDirectorAdministration: desk('0142', 'dd.admin'),
    accountsOfficer: desk('0143', 'accounts'),
    librarian: desk('0151', 'library'),
    itCell: desk('0161', 'itcell'),
    estateAndHostel: desk('0171', 'estate'),
  },
  /** How to apply for a vacancy (spec 2 §2 Vacancies): the form, the HR mailbox, two phones, two mailboxes. */
  recruitment: {
    applicationForm: { href: '/docs/iiidem-application-form.docx', sizeLabel: 'Word file, 2 KB' },
    hrEmail: 'hr@iiidem.example.org',
    phones: [
      { display: '+91-11-0000-0181', dial: '+911100000181' },
      { display: '+91-11-0000-0182', dial: '+911100000182' },
    ],
    emails: ['recruitment@iiidem.example.org', 'admin.section@iiidem.example.org'],
  },
  /** The home page's social section: each card links out, and loads its embed only when asked. */
  social: {
    x: { name: 'X (Twitter)', handle: '@ECISVEEP', url: 'https://x.com/ECISVEEP' },
    facebook: { name: 'Facebook', handle: 'ECI', url: 'https://www.facebook.com/ECI' },
    youtube: {
      name: 'YouTube',
      handle: '@ECI',
      url: 'https://www.youtube.com/@ECI',
      /** The video the home page offers to play (privacy-enhanced youtube-nocookie embed). */
      featuredVideo: { id: 'iiidemIntro', title: 'IIIDEM: an introduction' },
    },
  },
} as const;

export type DeskKey = keyof typeof SITE_SETTINGS.desks;

/** The institute's address in a page's language. */
export function siteAddress(language: Language): readonly string[] {
  return language === 'hi' ? SITE_SETTINGS.addressHi : SITE_SETTINGS.address;
}
