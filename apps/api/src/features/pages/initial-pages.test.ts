import type { TPublicPage, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ensureSitePages } from '../../db/seed/site-pages';

/**
 * The institute pages that moved from code into the pages staff edit (issue 15): their first published text
 * still says what the spec's pages said (the texts the web tests asserted before, in English and Hindi).
 */
const ctx = useTestApp();

beforeAll(async () => {
  await ensureSitePages(ctx.database.db, new Date('2026-11-01T10:00:00Z'));
});

async function published(slug: string): Promise<TPublicPage> {
  const response = await ctx.app.inject({ url: `/api/pages/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPublicPage;
}

type Language = 'en' | 'hi';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Text as a reader sees it: tags gone, entities decoded, spaces collapsed. */
/** The HTML without the lang="en" marks of English words in a Hindi text (they change no text). */
function withoutLanguageMarks(html: string): string {
  return html.replace(/<span lang="en">|<\/span>/g, '');
}

function plain(html: string): string {
  return withoutLanguageMarks(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's HTML (its text blocks) in one language. */
function htmlOf(page: TPublicPage, language: Language = 'en'): string {
  return page.blocks
    .map((block) => (block.type === 'text' ? (language === 'en' ? block.html : block.htmlHi) : ''))
    .join('\n');
}

/** Everything a reader of the page reads in one language: texts, figures (value, then label) and pictures' descriptions. */
function textOf(page: TPublicPage, language: Language = 'en'): string {
  const parts = page.blocks.map((block: TPublicPageBlock) => {
    const hi = language === 'hi';
    switch (block.type) {
      case 'text':
        return plain(hi ? block.htmlHi : block.html);
      case 'figures':
        return block.items.map((item) => (hi ? `${item.valueHi} ${item.labelHi}` : `${item.value} ${item.label}`));
      case 'image':
        return hi ? block.altHi : block.alt;
      default:
        return '';
    }
  });
  return parts.flat().join(' ').replace(/\s+/g, ' ');
}

function figuresOf(page: TPublicPage, language: Language = 'en'): string[] {
  return page.blocks.flatMap((block) =>
    block.type === 'figures' ? block.items.map((item) => (language === 'en' ? item.value : item.valueHi)) : [],
  );
}

/** Each figure as it reads: its value, then its label. */
function figureLines(page: TPublicPage, language: Language = 'en'): string[] {
  return page.blocks.flatMap((block) =>
    block.type === 'figures'
      ? block.items.map((item) =>
          language === 'en' ? `${item.value} ${item.label}` : `${item.valueHi} ${item.labelHi}`,
        )
      : [],
  );
}

function headings(html: string, level: 2 | 3): string[] {
  return [...html.matchAll(new RegExp(`<h${level}>(.*?)</h${level}>`, 'g'))].map((match) => plain(match[1]!));
}

describe('institute pages first published from their code texts (issue 15)', () => {
  it('campus & facilities: every campus figure of spec 2 §9, the auditorium with "400+ seats"', async () => {
    const page = await published('campus-and-facilities');
    expect(page).toMatchObject({
      title: 'Campus & Facilities',
      titleHi: 'परिसर और सुविधाएं',
      summary: 'The IIIDEM campus in New Delhi and its training facilities.',
      lastUpdated: '2026-11-01T10:00:00.000Z',
    });
    const text = textOf(page);
    for (const figure of [
      'spread over 5 acres, with a built-up area of 26,500 sq m',
      'Its foundation stone was laid on 25 January 2016',
      "the project's approved cost is about Rs 130 crore",
      'The institutional block of 12,500 sqm',
      'can train about 550 trainees at a time',
      'The hostel has ground+7 floors, with 9 studio apartments, 26 twin rooms, 59 single rooms and a 15-seat dormitory, and accommodates about 200 people.',
      'The auditorium of 2405 sq m has 400+ seats',
      'The library holds over 3,700 books',
      'gives access to 10 million articles',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('425');
    expect(headings(htmlOf(page), 2)).toEqual(['Institutional block', 'Hostel', 'Auditorium', 'Library']);
    const images = page.blocks.filter((block) => block.type === 'image');
    expect(images.map((image) => [image.src, image.width, image.height])).toEqual([
      ['/institute/campus.svg', 960, 400],
      ['/institute/campus-institutional-block.svg', 480, 300],
      ['/institute/campus-hostel.svg', 480, 300],
      ['/institute/campus-auditorium.svg', 480, 300],
      ['/institute/campus-library.svg', 480, 300],
    ]);
    expect(figureLines(page)).toEqual(
      expect.arrayContaining([
        '5 acres campus',
        '26,500 sq m built-up area',
        '12,500 sqm of floor space',
        'about 550 trainees capacity',
        '9 studio apartments',
        '400+ seats',
        'over 3,700 books',
      ]),
    );
  });

  it('campus & facilities in Hindi: the same figures in Hindi', async () => {
    const page = await published('campus-and-facilities');
    const text = textOf(page, 'hi');
    for (const figure of [
      'नई दिल्ली में संस्थान का अपना परिसर 5 एकड़ में फैला है, और इसका निर्मित क्षेत्र 26,500 वर्ग मीटर है।',
      'इसका शिलान्यास 25 जनवरी 2016 को हुआ था, और परियोजना की स्वीकृत लागत लगभग 130 करोड़ रुपये है।',
      '12,500 वर्ग मीटर के संस्थागत ब्लॉक में',
      'छात्रावास में भूतल+7 मंज़िलें हैं, जिनमें 9 स्टूडियो अपार्टमेंट, 26 ट्विन कमरे, 59 सिंगल कमरे और एक 15 बिस्तरों वाली डॉरमेट्री है; इसमें लगभग 200 लोग ठहर सकते हैं।',
      '2405 वर्ग मीटर के सभागार में 400 से अधिक सीटें हैं',
      'पुस्तकालय में चुनाव, लोकतंत्र, क़ानून और लोक प्रशासन पर 3,700 से अधिक पुस्तकें हैं',
      'परिसर का चित्रण: संस्थागत ब्लॉक, छात्रावास और सभागार',
    ]) {
      expect(text).toContain(figure);
    }
    expect(headings(htmlOf(page, 'hi'), 2)).toEqual(['संस्थागत ब्लॉक', 'छात्रावास', 'सभागार', 'पुस्तकालय']);
    expect(figureLines(page, 'hi')).toEqual(
      expect.arrayContaining(['5 एकड़ परिसर', '26,500 वर्ग मीटर निर्मित क्षेत्र', '400 से अधिक सीटें', '3,700 से अधिक पुस्तकें']),
    );
  });

  it('centre for national training: the three-level cascade with 237 national-level master trainers as on 31 March 2024', async () => {
    const page = await published('centre-for-national-training');
    expect(page).toMatchObject({ title: 'Centre for National Training', titleHi: 'राष्ट्रीय प्रशिक्षण केंद्र' });
    const html = htmlOf(page);
    const cascade = html.match(/<h2>Three-level cascaded training<\/h2>\s*<ol>([\s\S]*?)<\/ol>/)?.[1] ?? '';
    expect(cascade.match(/<li>/g)).toHaveLength(3);
    expect(headings(cascade, 3)).toEqual([
      'National Level Master Trainers',
      'State Level Master Trainers',
      'District Level Master Trainers',
    ]);
    expect(textOf(page)).toContain('237 national-level master trainers were empanelled as on 31 March 2024');
    expect(textOf(page)).toContain('about eleven million poll personnel');
    expect(textOf(page, 'hi')).toContain('31 मार्च 2024 की स्थिति में 237 राष्ट्रीय स्तर के मास्टर प्रशिक्षक पैनल में शामिल थे');
    expect(textOf(page, 'hi')).toContain('पूरे देश में लगभग 1.1 करोड़ मतदान कर्मी');
    expect(headings(htmlOf(page, 'hi'), 2)).toEqual(['तीन-स्तरीय सोपानी प्रशिक्षण', 'राष्ट्रीय कार्यक्रम']);
  });

  it('centre for national training: the national programmes DM-001 to DM-011 in a table named by its heading', async () => {
    const page = await published('centre-for-national-training');
    for (const [language, name, header, first, last] of [
      [
        'en',
        'National programmes DM-001 to DM-011',
        ['Code', 'Title'],
        'Certification Programme for Returning Officers and Assistant Returning Officers',
        'Training on Law and Order, Security and Force Deployment Planning',
      ],
      [
        'hi',
        'राष्ट्रीय कार्यक्रम DM-001 से DM-011 तक',
        ['कोड', 'शीर्षक'],
        'रिटर्निंग अधिकारियों और सहायक रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम',
        'क़ानून-व्यवस्था, सुरक्षा और बल तैनाती योजना पर प्रशिक्षण',
      ],
    ] as const) {
      const html = withoutLanguageMarks(htmlOf(page, language));
      const table = html.match(new RegExp(`<h3>${name}</h3>\\s*<table>([\\s\\S]*?)</table>`))?.[1];
      expect(table, `${language}: the heading just before the table`).toBeDefined();
      expect([...table!.matchAll(/<th scope="col">(.*?)<\/th>/g)].map((match) => match[1])).toEqual(header);
      const rows = [...table!.matchAll(/<tr>\s*<td>(.*?)<\/td>\s*<td>(.*?)<\/td>\s*<\/tr>/g)].map((match) => [
        match[1],
        plain(match[2]!),
      ]);
      expect(rows.map(([code]) => code)).toEqual(
        Array.from({ length: 11 }, (_unused, i) => `DM-${String(i + 1).padStart(3, '0')}`),
      );
      expect(rows[0]).toEqual(['DM-001', first]);
      expect(rows[10]).toEqual(['DM-011', last]);
    }
    expect(htmlOf(page)).toContain('<a href="/our-training-and-programs">Our Training &amp; Programs</a>');
  });

  it('centre for international training: 141 countries, over 140 international programmes and over 3000 trainees (as on 31 May 2025)', async () => {
    const page = await published('centre-for-international-training');
    expect(page).toMatchObject({ title: 'Centre for International Training', titleHi: 'अंतरराष्ट्रीय प्रशिक्षण केंद्र' });
    expect(figuresOf(page)).toEqual([
      '141 countries',
      'over 140 international programmes',
      'over 3000 trainees (as on 31 May 2025)',
    ]);
    expect(figuresOf(page, 'hi')).toEqual([
      '141 देश',
      '140 से अधिक अंतरराष्ट्रीय कार्यक्रम',
      '3000 से अधिक प्रशिक्षु (31 मई 2025 की स्थिति में)',
    ]);
    expect(textOf(page)).toContain('141 countries Countries whose election officials trained with us');
    expect(headings(htmlOf(page), 2)).toEqual(['Reach', 'How we train']);
    expect(headings(htmlOf(page, 'hi'), 2)).toEqual(['पहुंच', 'हम कैसे प्रशिक्षण देते हैं']);
    const html = htmlOf(page);
    // The link opens the course list on its International tab (the fragment names the tab).
    expect(html).toContain('<a href="/iiidem-training-programs#international">International training programmes</a>');
    expect(htmlOf(page, 'hi')).toContain('<a href="/iiidem-training-programs#international">');
    expect(html).toContain(
      '<a href="/innovative-electoral-practices:stories-from-the-field">Innovative Electoral Practices: Stories from the Field</a>',
    );
  });

  it('academic affairs: its six centres and schools, in English and Hindi', async () => {
    const page = await published('academic-affairs');
    expect(page).toMatchObject({ title: 'Academic Affairs', titleHi: 'शैक्षणिक मामले' });
    expect(headings(htmlOf(page), 3)).toEqual([
      'Centre for National Training',
      'Centre for International Training',
      'Centre for Research and Documentation',
      'Centre for Curriculum and Training Technology',
      'School of Electoral Law and Procedure',
      'School of Voter Education and Electoral Participation',
    ]);
    expect(headings(htmlOf(page, 'hi'), 3)).toEqual([
      'राष्ट्रीय प्रशिक्षण केंद्र',
      'अंतरराष्ट्रीय प्रशिक्षण केंद्र',
      'अनुसंधान और प्रलेखन केंद्र',
      'पाठ्यचर्या और प्रशिक्षण प्रौद्योगिकी केंद्र',
      'निर्वाचन क़ानून और प्रक्रिया स्कूल',
      'मतदाता शिक्षा और निर्वाचन सहभागिता स्कूल',
    ]);
    expect(htmlOf(page)).toContain(
      '<a href="/centre-for-national-training">About the Centre for National Training</a>',
    );
    expect(htmlOf(page, 'hi')).toContain(
      '<a href="/centre-for-international-training">अंतरराष्ट्रीय प्रशिक्षण केंद्र के बारे में</a>',
    );
  });
});

/** The parts of the site settings a page shows, in order (top level and inside tabs). */
function settingsParts(page: TPublicPage): string[] {
  return page.blocks.flatMap((block) => {
    if (block.type === 'settings') return [block.part];
    if (block.type === 'sections') {
      return block.items.flatMap((item) =>
        item.blocks.flatMap((inner) => (inner.type === 'settings' ? [inner.part] : [])),
      );
    }
    return [];
  });
}

/** The items of the first list after the h2 `heading`. */
function listAfter(html: string, heading: string): string[] {
  const list = html.split(`<h2>${heading}</h2>`)[1]?.match(/<ul>([\s\S]*?)<\/ul>/)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => plain(match[1]!));
}

type TableBlock = Extract<TPublicPageBlock, { type: 'table' }>;

/** The page's table blocks (at the top or in a tab). */
function tableBlocks(blocks: readonly TPublicPageBlock[]): TableBlock[] {
  return blocks.flatMap((block) => {
    if (block.type === 'table') return [block];
    if (block.type === 'sections') return tableBlocks(block.items.flatMap((item) => item.blocks));
    return [];
  });
}

/** A table block's header row, then its rows, in one language. */
function tableBlockRows(table: TableBlock, language: Language = 'en'): string[][] {
  const hi = language === 'hi';
  return [
    table.columns.map((column) => (hi ? column.labelHi : column.label)),
    ...table.rows.map((row) => row.map((cell) => (hi && cell.textHi ? cell.textHi : cell.text))),
  ];
}

/** The settings' values are never typed into these pages: they are parts of the site settings. */
function expectNoContactValues(page: TPublicPage) {
  for (const language of ['en', 'hi'] as const) {
    const html = htmlOf(page, language);
    expect(html).not.toMatch(/mailto:|tel:|\+91|@/);
    expect(html).not.toContain('Sector 0');
  }
}

describe('site information and contact pages first published from their code texts (issue 15)', () => {
  it('privacy policy: the personal data of the spec, under 18, and the contact details from the settings', async () => {
    const page = await published('privacy-policy');
    expect(page).toMatchObject({ title: 'Privacy Policy', titleHi: 'गोपनीयता नीति' });
    const html = htmlOf(page);
    expect(listAfter(html, 'Personal data we may ask for')).toEqual([
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
    ]);
    expect(textOf(page)).toContain('This service does not address anyone under the age of 18.');
    expect(textOf(page)).toContain(
      'This portal does not collect any personal information from you automatically (such as your name, phone number or e-mail address) that identifies you individually.',
    );
    expect(headings(html, 2)).toEqual([
      'Personal data we may ask for',
      'How we use it',
      'Your browser',
      'Children',
      'Contact us',
    ]);
    expect(page.blocks.at(-1)).toEqual({ type: 'settings', part: 'address-phone-email' });
    expectNoContactValues(page);
  });

  it('privacy policy in Hindi: the same headings, the personal data and the age of 18', async () => {
    const page = await published('privacy-policy');
    const html = htmlOf(page, 'hi');
    expect(headings(html, 2)).toEqual([
      'व्यक्तिगत डेटा जो हम मांग सकते हैं',
      'हम इसका उपयोग कैसे करते हैं',
      'आपका ब्राउज़र',
      'बच्चे',
      'संपर्क करें',
    ]);
    const items = listAfter(html, 'व्यक्तिगत डेटा जो हम मांग सकते हैं');
    expect(items).toHaveLength(13);
    expect(items.slice(0, 2)).toEqual(['पहला और अंतिम नाम', 'संबंधी का नाम']);
    expect(items).toContain('ईपीआईसी (मतदाता फ़ोटो पहचान पत्र) नंबर');
    expect(items.at(-1)).toBe('पते का प्रमाण');
    expect(textOf(page, 'hi')).toContain('यह सेवा 18 वर्ष से कम आयु के किसी व्यक्ति के लिए नहीं है।');
  });

  it('screen reader access: WCAG 2.0 level AA and the seven screen readers with their real sites, free or commercial', async () => {
    const page = await published('screen-reader-access');
    expect(page).toMatchObject({ title: 'Screen Reader Access', titleHi: 'स्क्रीन रीडर एक्सेस' });
    const text = textOf(page);
    expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.0 level AA');
    expect(text).toContain('We also aim for WCAG 2.1 level AA on every page');
    const html = htmlOf(page);
    expect(headings(html, 2)).toEqual(['Screen readers', 'Tell us about a problem']);
    // A table block, not Markdown: its caption names it and its first column heads the rows (issue 15).
    const [table, ...others] = tableBlocks(page.blocks);
    expect(others).toEqual([]);
    expect(table!.caption).toBe('Screen readers with their websites and whether they are free or commercial');
    expect(html).not.toContain('<table>');
    const [header, ...rows] = tableBlockRows(table!);
    expect(header).toEqual(['Screen Reader', 'Website', 'Free / Commercial']);
    expect(rows.map(([name, , cost]) => [name, cost])).toEqual([
      ['Screen Access For All (SAFA)', 'Free'],
      ['Non Visual Desktop Access (NVDA)', 'Free'],
      ['System Access To Go', 'Free'],
      ['Hal', 'Commercial'],
      ['JAWS', 'Commercial'],
      ['Supernova', 'Commercial'],
      ['Window-Eyes', 'Commercial'],
    ]);
    expect(rows.map(([, site]) => site)).toEqual([
      'https://safa-reader.software.informer.com/',
      'https://www.nvaccess.org/',
      'https://www.satogo.com/',
      'https://yourdolphin.com/',
      'https://www.freedomscientific.com/products/software/jaws/',
      'https://yourdolphin.com/supernova/',
      'https://www.gwmicro.com/',
    ]);
    // The feedback paragraph ends with the webmaster's mailbox, from the settings.
    expect(page.blocks.at(-1)).toEqual({ type: 'settings', part: 'webmaster-email' });
    expectNoContactValues(page);
  });

  it('screen reader access in Hindi: the table in Hindi, the readers under their own names', async () => {
    const page = await published('screen-reader-access');
    const html = htmlOf(page, 'hi');
    const [table] = tableBlocks(page.blocks);
    expect(table!.captionHi).toBe('स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक');
    const [header, ...rows] = tableBlockRows(table!, 'hi');
    expect(header).toEqual(['स्क्रीन रीडर', 'वेबसाइट', 'निःशुल्क / व्यावसायिक']);
    // The readers' names and sites have no Hindi: the page shows them in English, marked so.
    expect(table!.rows.every(([name, site]) => name!.textHi === '' && site!.textHi === '')).toBe(true);
    expect(rows.find(([name]) => name === 'Non Visual Desktop Access (NVDA)')?.[2]).toBe('निःशुल्क');
    expect(rows.find(([name]) => name === 'JAWS')?.[2]).toBe('व्यावसायिक');
    expect(headings(html, 2)).toEqual(['स्क्रीन रीडर', 'हमें किसी समस्या के बारे में बताएं']);
    expect(textOf(page, 'hi')).toContain('वर्ल्ड वाइड वेब कंसोर्टियम (W3C)');
    expect(textOf(page, 'hi')).toContain('(WCAG) 2.0 के स्तर AA');
  });

  it('contact us: its headings, office hours and officers’ links; address, numbers and mailboxes from the settings', async () => {
    const page = await published('contact-us');
    expect(page).toMatchObject({
      title: 'Contact Us',
      titleHi: 'संपर्क करें',
      summary: 'How to reach the India International Institute of Democracy and Election Management (IIIDEM).',
    });
    const html = htmlOf(page);
    // The details side by side from 768 px (as the page was in code): columns, each headed by its label.
    const columns = page.blocks.find((block) => block.type === 'sections');
    if (columns?.type !== 'sections') throw new Error('contact us has its details in columns');
    expect(columns.style).toBe('columns');
    expect(columns.items.map((item) => item.label)).toEqual([
      'Postal address',
      'Telephone, fax and e-mail',
      'Mailboxes',
      'Office hours',
    ]);
    expect(columns.items.map((item) => item.labelHi)).toEqual([
      'डाक पता',
      'टेलीफ़ोन, फ़ैक्स और ईमेल',
      'मेलबॉक्स',
      'कार्यालय का समय',
    ]);
    expect(headings(html, 2)).toEqual(['Find an officer']);
    expect(plain(htmlOf({ ...page, blocks: columns.items[3]!.blocks }))).toBe(
      'Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.',
    );
    expect(html).toContain('<a href="/iiidem-officers">IIIDEM Officers</a>');
    expect(html).toContain('<a href="/about-us#directory">IIIDEM Directory</a>');
    // Each column shows its part of the settings; the sample note comes first.
    expect(settingsParts(page)).toEqual(['sample-notice', 'address', 'phone-fax-email', 'mailboxes']);
    expect(columns.items.slice(0, 3).map((item) => item.blocks)).toEqual([
      [{ type: 'settings', part: 'address' }],
      [{ type: 'settings', part: 'phone-fax-email' }],
      [{ type: 'settings', part: 'mailboxes' }],
    ]);
    expectNoContactValues(page);
  });

  it('contact us in Hindi: headings, office hours and links in Hindi', async () => {
    const page = await published('contact-us');
    const html = htmlOf(page, 'hi');
    expect(headings(html, 2)).toEqual(['अधिकारी खोजें']);
    const columns = page.blocks.find((block) => block.type === 'sections');
    if (columns?.type !== 'sections') throw new Error('contact us has its details in columns');
    expect(plain(htmlOf({ ...page, blocks: columns.items[3]!.blocks }, 'hi'))).toBe(
      'सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6:00 बजे तक (भारतीय मानक समय), राजपत्रित अवकाशों को छोड़कर।',
    );
    expect(html).toContain('<a href="/about-us#directory">आईआईआईडीईएम निर्देशिका</a>');
    expect(html).toContain('<a href="/iiidem-officers">आईआईआईडीईएम के अधिकारी</a>');
  });
});

describe('the webinar page first published from its code texts (issue 15)', () => {
  const SLUG = 'innovative-electoral-practices:stories-from-the-field';
  type Sections = Extract<TPublicPageBlock, { type: 'sections' }>;

  async function webinarTabs(): Promise<{ page: TPublicPage; tabs: Sections }> {
    const page = await published(SLUG);
    const tabs = page.blocks.find((block): block is Sections => block.type === 'sections');
    if (!tabs) throw new Error('the webinar page has its tabs');
    return { page, tabs };
  }

  it('intro, then the four tabs of spec 2 §2, their English labels the names navigation state and storage use', async () => {
    const { page, tabs } = await webinarTabs();
    expect(page.title).toBe('Innovative Electoral Practices: Stories from the Field');
    expect(plain(htmlOf(page))).toContain(
      'A webinar series showcasing case studies from the Chief Electoral Officers of States and Union Territories',
    );
    expect(tabs.style).toBe('tabs');
    expect(tabs.items.map((item) => item.label)).toEqual(['OBJECTIVES', 'SESSIONS', 'THE SPEAKERS', 'UPDATES']);
    expect(tabs.items.map((item) => item.labelHi)).toEqual(['उद्देश्य', 'सत्र', 'वक्ता', 'अपडेट']);
    const objectives = plain(htmlOf({ ...page, blocks: tabs.items[0]!.blocks }));
    expect(objectives).toContain('promote adoption of innovative practices in electoral management;');
    expect(objectives).toContain('enhance horizontal learning by sharing best practices of Indian election officers;');
    expect(objectives).toContain('build a repository of practical strategies.');
  });

  it('SESSIONS and UPDATES: Session 1 on 13 October 2025, the agenda as a table, the partner and the concept note', async () => {
    const { page, tabs } = await webinarTabs();
    for (const item of [tabs.items[1]!, tabs.items[3]!]) {
      const html = htmlOf({ ...page, blocks: item.blocks });
      expect(headings(html, 3)).toEqual([
        'Session 1: Green Elections: Exploring Sustainable Practices in Electoral Management',
      ]);
      expect(plain(html)).toContain('13 October 2025, 4:00 PM to 6:00 PM IST');
      // The outside link carries its mark (issue 16); the test app has no web build, so the PDF's size is unknown.
      expect(html).toContain(
        '<a href="https://www.idea.int/" target="_blank" rel="noopener noreferrer">Knowledge partner website<svg',
      );
      expect(html).toContain('<a href="/docs/green-elections-concept-note.pdf">Concept note (PDF)</a>');
      const [agenda] = tableBlocks(item.blocks);
      expect(agenda!.caption).toBe('Agenda of Session 1');
      const [header, ...rows] = tableBlockRows(agenda!);
      expect(header).toEqual(['Time (IST)', 'Session', 'Details']);
      expect(rows.map((row) => row.slice(0, 2))).toEqual([
        ['4 PM', 'Opening remarks'],
        ['4:00-4:40', 'Theme introduction'],
        ['4:40-4:50', 'Break'],
        ['4:50-5:30', 'Main talk'],
        ['5:30-6:00', 'Q&A'],
      ]);
      expect(tableBlockRows(agenda!, 'hi')[0]).toEqual(['समय (भारतीय मानक समय)', 'सत्र', 'विवरण']);
    }
  });

  it('THE SPEAKERS: two profiles, each a photo of this site and a biography', async () => {
    const { page, tabs } = await webinarTabs();
    const blocks = tabs.items[2]!.blocks;
    expect(blocks.flatMap((block) => (block.type === 'image' ? [block.src] : []))).toEqual([
      '/institute/speaker-1.svg',
      '/institute/speaker-2.svg',
    ]);
    const html = htmlOf({ ...page, blocks });
    expect(headings(html, 3)).toEqual(['Name of Speaker', 'Name of Speaker']);
    expect(headings(htmlOf({ ...page, blocks }, 'hi'), 3)).toEqual(['वक्ता का नाम', 'वक्ता का नाम']);
    expect(plain(html)).toContain('led a State-wide programme to cut plastic and paper at polling stations');
  });
});
