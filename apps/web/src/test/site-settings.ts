import {
  DEFAULT_HOME_FIGURES,
  type TApplicationForm,
  type TPublicSiteSettings,
  type TSiteSettings,
} from '@iiidem/shared/site-settings';

/**
 * The site settings (issue 15) every test's API answers to GET /api/site-settings unless the test answers it
 * itself (mockFetch): the values the API seeds, marked as samples, with no featured video.
 */
export const SITE_SETTINGS_FIXTURE: TSiteSettings = {
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

/** The vacancies' application form as the API seeds it: the Word file of the web build, with its type and size. */
export const APPLICATION_FORM_FIXTURE: TApplicationForm = {
  href: '/docs/iiidem-application-form.docx',
  info: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 2_109 },
};

/** The public answer of GET /api/site-settings with the fixture. */
export const SITE_SETTINGS_ANSWER: { success: true; data: TPublicSiteSettings } = {
  success: true,
  data: { ...SITE_SETTINGS_FIXTURE, applicationForm: APPLICATION_FORM_FIXTURE },
};
