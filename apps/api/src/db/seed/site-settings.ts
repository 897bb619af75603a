import { DEFAULT_HOME_FIGURES, type TSiteSettings, ZSiteSettings } from '@iiidem/shared/site-settings';
import type { Database } from '../client';
import { siteSettings } from '../schema/site-content';

/** The key of the site's one settings document. */
export const SITE_SETTINGS_KEY = 'site';

/** The key of the vacancies' application form (`{ href }`), a setting of its own that staff replace as a file. */
export const APPLICATION_FORM_KEY = 'application-form';

/**
 * The application form a new site starts with: the Word file the web build serves (apps/web/public/docs), until
 * staff upload the institute's own.
 */
export const SAMPLE_APPLICATION_FORM_HREF = '/docs/iiidem-application-form.docx';

/**
 * The demonstration's settings (issue 15): fictitious numbers ('+91-11-0000-…') and mailboxes on the reserved
 * example domain, marked as samples (`sampleNotice`: the footer and the contact page say they are not real);
 * social links only to the Election Commission of India's real public accounts; no featured video.
 */
export const SAMPLE_SITE_SETTINGS: TSiteSettings = {
  phone: { display: '+91-11-0000-0000', dial: '+911100000000' },
  fax: '+91-11-0000-0999',
  email: 'contact@iiidem.example.org',
  address: {
    en: ['Example Building, Sector 0', 'Demo Road', 'New Delhi 110000, India'],
    hi: ['उदाहरण भवन, सेक्टर 0', 'डेमो रोड', 'नई दिल्ली 110000, भारत'],
  },
  mailboxes: {
    training: 'training@iiidem.example.org',
    international: 'international@iiidem.example.org',
    webmaster: 'webmaster@iiidem.example.org',
  },
  commissionSite: { name: { en: 'Election Commission of India', hi: 'भारत निर्वाचन आयोग' }, url: 'https://eci.gov.in/' },
  recruitment: {
    hrEmail: 'hr@iiidem.example.org',
    phones: [
      { display: '+91-11-0000-0181', dial: '+911100000181' },
      { display: '+91-11-0000-0182', dial: '+911100000182' },
    ],
    emails: ['recruitment@iiidem.example.org', 'admin.section@iiidem.example.org'],
  },
  social: {
    x: { name: 'X (Twitter)', handle: '@ECISVEEP', url: 'https://x.com/ECISVEEP' },
    facebook: { name: 'Facebook', handle: 'ECI', url: 'https://www.facebook.com/ECI' },
    youtube: { name: 'YouTube', handle: '@ECI', url: 'https://www.youtube.com/@ECI' },
  },
  featuredVideo: null,
  homeNotice: {
    en: 'Extension of last date for receipt of applications for academic posts on deputation basis at IIIDEM. See Vacancies for details.',
    hi: 'आईआईआईडीईएम में प्रतिनियुक्ति के आधार पर शैक्षणिक पदों के लिए आवेदन प्राप्त करने की अंतिम तिथि बढ़ाई गई। विवरण के लिए रिक्तियां देखें।',
    link: '/iiidem-vacancies',
  },
  homeFigures: DEFAULT_HOME_FIGURES,
  footprint: {
    total: { value: { en: '141', hi: '141' }, label: { en: 'countries', hi: 'देश' } },
    items: [
      ['46', 'Africa', 'अफ़्रीका'],
      ['41', 'Asia', 'एशिया'],
      ['18', 'North & Central America', 'उत्तर और मध्य अमेरिका'],
      ['15', 'Europe', 'यूरोप'],
      ['12', 'South America', 'दक्षिण अमेरिका'],
      ['9', 'Oceania', 'ओशिनिया'],
    ].map(([value = '', en = '', hi = '']) => ({ value: { en: value, hi: value }, label: { en, hi } })),
  },
  sampleNotice: true,
};

/**
 * Makes sure the settings document and the application form exist (every environment: a new site shows the marked
 * samples and the sample form until staff change them). An existing one is never touched; safe when several
 * instances start together.
 */
export async function ensureSiteSettings(db: Database, now: Date = new Date()): Promise<void> {
  await db
    .insert(siteSettings)
    .values([
      { key: SITE_SETTINGS_KEY, value: ZSiteSettings.parse(SAMPLE_SITE_SETTINGS), updated_at: now },
      { key: APPLICATION_FORM_KEY, value: { href: SAMPLE_APPLICATION_FORM_HREF }, updated_at: now },
    ])
    .onConflictDoNothing({ target: siteSettings.key });
}
