import type { TPublicPage, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { type MockHandler, okJson } from './mock-api';

/**
 * The Privacy Policy, Screen Reader Access and Contact Us pages (issue 15) as GET /api/pages/:slug sends them: the
 * seed's blocks (apps/api/src/db/seed/initial-pages.ts) with their texts shortened, as the server's HTML. Their
 * contact details are parts of the site settings, which the test's settings fixture fills.
 */

const text = (html: string, htmlHi = ''): Extract<TPublicPageBlock, { type: 'text' }> => ({
  type: 'text',
  html,
  htmlHi,
});
const settings = (
  part: Extract<TPublicPageBlock, { type: 'settings' }>['part'],
): Extract<TPublicPageBlock, { type: 'settings' }> => ({ type: 'settings', part });

function page(slug: string, title: string, titleHi: string, blocks: TPublicPageBlock[]): TPublicPage {
  return { slug, title, titleHi, summary: '', summaryHi: '', lastUpdated: '2026-11-21T06:00:00.000Z', blocks };
}

const PERSONAL_DATA = [
  'first and last name',
  'relative&#39;s name',
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
];

export const PRIVACY_POLICY_PAGE = page('privacy-policy', 'Privacy Policy', 'गोपनीयता नीति', [
  text(
    [
      '<p>This portal does not collect any personal information from you automatically.</p>',
      '<h2>Personal data we may ask for</h2>',
      '<p>When you sign up, we may ask for the following personal data:</p>',
      `<ul>\n${PERSONAL_DATA.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`,
      '<h2>Children</h2>',
      '<p>This service does not address anyone under the age of 18.</p>',
      '<h2>Contact us</h2>',
      '<p>For a question about this policy or about your personal data, contact the institute:</p>',
    ].join('\n'),
  ),
  settings('address-phone-email'),
]);

const SCREEN_READERS: [name: string, url: string, label: string, free: boolean][] = [
  [
    'Screen Access For All (SAFA)',
    'https://safa-reader.software.informer.com/',
    'safa-reader.software.informer.com',
    true,
  ],
  ['Non Visual Desktop Access (NVDA)', 'https://www.nvaccess.org/', 'www.nvaccess.org', true],
  ['System Access To Go', 'https://www.satogo.com/', 'www.satogo.com', true],
  ['Hal', 'https://yourdolphin.com/', 'yourdolphin.com', false],
  [
    'JAWS',
    'https://www.freedomscientific.com/products/software/jaws/',
    'www.freedomscientific.com/products/software/jaws',
    false,
  ],
  ['Supernova', 'https://yourdolphin.com/supernova/', 'yourdolphin.com/supernova', false],
  ['Window-Eyes', 'https://www.gwmicro.com/', 'www.gwmicro.com', false],
];

/** The readers' table as a table block: names and sites have no Hindi (shown in English); the status has. */
const SCREEN_READER_TABLE: TPublicPageBlock = {
  type: 'table',
  caption: 'Screen readers with their websites and whether they are free or commercial',
  captionHi: 'स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक',
  columns: [
    { label: 'Screen Reader', labelHi: 'स्क्रीन रीडर' },
    { label: 'Website', labelHi: 'वेबसाइट' },
    { label: 'Free / Commercial', labelHi: 'निःशुल्क / व्यावसायिक' },
  ],
  rows: SCREEN_READERS.map(([name, url, , free]) => [
    { text: name, textHi: '' },
    { text: url, textHi: '' },
    free ? { text: 'Free', textHi: 'निःशुल्क' } : { text: 'Commercial', textHi: 'व्यावसायिक' },
  ]),
};

export const SCREEN_READER_ACCESS_PAGE = page('screen-reader-access', 'Screen Reader Access', 'स्क्रीन रीडर एक्सेस', [
  text(
    [
      '<p>The India International Institute of Democracy and Election Management portal complies with the World Wide Web Consortium (W3C) Web Content Accessibility Guidelines (WCAG) 2.0 level AA.</p>',
      '<p>We also aim for WCAG 2.1 level AA on every page.</p>',
      '<h2>Screen readers</h2>',
      '<p>The portal can be read with the following screen readers:</p>',
    ].join('\n'),
    [
      '<p>भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान का पोर्टल वर्ल्ड वाइड वेब कंसोर्टियम (W3C) के वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.0 के स्तर AA का पालन करता है।</p>',
      '<h2>स्क्रीन रीडर</h2>',
    ].join('\n'),
  ),
  SCREEN_READER_TABLE,
  text(
    '<h2>Tell us about a problem</h2>\n<p>If a part of the portal is hard to use with your screen reader or keyboard, please write to us, naming the page and the problem:</p>',
    '<h2>हमें किसी समस्या के बारे में बताएं</h2>\n<p>कृपया पृष्ठ और समस्या बताते हुए हमें लिखें:</p>',
  ),
  settings('webmaster-email'),
]);

export const CONTACT_US_PAGE = page('contact-us', 'Contact Us', 'संपर्क करें', [
  text('<p>Write to us, call us or visit the campus.</p>', '<p>हमें लिखें, फ़ोन करें या परिसर आएं।</p>'),
  settings('sample-notice'),
  {
    type: 'sections',
    style: 'columns',
    label: 'Contact details',
    labelHi: 'संपर्क विवरण',
    items: [
      { id: 'postal-address', label: 'Postal address', labelHi: 'डाक पता', blocks: [settings('address')] },
      {
        id: 'telephone',
        label: 'Telephone, fax and e-mail',
        labelHi: 'टेलीफ़ोन, फ़ैक्स और ईमेल',
        blocks: [settings('phone-fax-email')],
      },
      { id: 'mailboxes', label: 'Mailboxes', labelHi: 'मेलबॉक्स', blocks: [settings('mailboxes')] },
      {
        id: 'office-hours',
        label: 'Office hours',
        labelHi: 'कार्यालय का समय',
        blocks: [
          text(
            '<p>Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.</p>',
            '<p>सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6:00 बजे तक (भारतीय मानक समय), राजपत्रित अवकाशों को छोड़कर।</p>',
          ),
        ],
      },
    ],
  },
  text(
    '<h2>Find an officer</h2>\n<ul>\n<li><a href="/iiidem-officers">IIIDEM Officers</a></li>\n<li><a href="/about-us">IIIDEM Directory</a></li>\n</ul>',
    '<h2>अधिकारी खोजें</h2>\n<ul>\n<li><a href="/iiidem-officers">आईआईआईडीईएम के अधिकारी</a></li>\n<li><a href="/about-us">आईआईआईडीईएम निर्देशिका</a></li>\n</ul>',
  ),
]);

const PAGES: Record<string, TPublicPage> = {
  'privacy-policy': PRIVACY_POLICY_PAGE,
  'screen-reader-access': SCREEN_READER_ACCESS_PAGE,
  'contact-us': CONTACT_US_PAGE,
};

/** A mockFetch handler answering GET /api/pages/:slug for the three pages (the site settings get their fixture). */
export const siteInfoPagesAnswer: MockHandler = (url) => {
  const found = PAGES[url.pathname.replace(/^\/api\/pages\//, '')];
  return found ? okJson({ success: true, data: found }) : undefined;
};
