import type { TPublicPage } from '@iiidem/shared/admin/pages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ensureSitePages } from '../../db/seed/site-pages';

/**
 * The who's-who pages and MoU Partners moved from code into the pages staff edit (issue 15): their first published
 * text says, character for character, what the pages said in English and Hindi, and each shows its list with the
 * layout and name it had.
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

/** The page's text blocks as HTML, in one language. */
function html(page: TPublicPage, language: 'en' | 'hi'): string[] {
  return page.blocks.flatMap((block) => (block.type === 'text' ? [language === 'en' ? block.html : block.htmlHi] : []));
}

const paragraph = (text: string) => `<p>${text}</p>`;

/** slug, title (en, hi), introduction (en as the HTML has it, hi), and the list it shows. */
const PAGES: [
  slug: string,
  title: [string, string],
  intro: [string, string],
  list: { list: string; layout: string; label: string; labelHi: string },
][] = [
  [
    'directors',
    ['Directors', 'निदेशक'],
    [
      "The Directors lead the institute's centres and divisions under the Director General.",
      'निदेशक महानिदेशक के अधीन संस्थान के केंद्रों और प्रभागों का नेतृत्व करते हैं।',
    ],
    { list: 'directors', layout: 'profiles', label: 'Directors', labelHi: 'निदेशक' },
  ],
  [
    'cec-ec',
    ['Chief Election Commissioner and Election Commissioners', 'मुख्य निर्वाचन आयुक्त और निर्वाचन आयुक्त'],
    [
      "The Election Commission of India is a permanent constitutional body under Article 324 of the Constitution. It superintends, directs and controls elections to Parliament, to the State Legislatures and to the offices of the President and the Vice-President. The Hon'ble Commission consists of the Chief Election Commissioner and two Election Commissioners.",
      'भारत निर्वाचन आयोग संविधान के अनुच्छेद 324 के अंतर्गत एक स्थायी संवैधानिक निकाय है। यह संसद, राज्य विधानमंडलों तथा राष्ट्रपति और उपराष्ट्रपति के पदों के चुनावों का अधीक्षण, निदेशन और नियंत्रण करता है। माननीय आयोग में मुख्य निर्वाचन आयुक्त और दो निर्वाचन आयुक्त होते हैं।',
    ],
    { list: 'cec-ec', layout: 'cards', label: 'Members of the Commission', labelHi: 'आयोग के सदस्य' },
  ],
  [
    'director-general',
    ['Director General', 'महानिदेशक'],
    [
      'The Director General heads the institute, sets its training and research agenda and leads its partnerships with election management bodies in India and abroad.',
      'महानिदेशक संस्थान के प्रमुख हैं, इसके प्रशिक्षण और अनुसंधान की कार्यसूची तय करते हैं और भारत तथा विदेश के निर्वाचन प्रबंधन निकायों के साथ इसकी साझेदारियों का नेतृत्व करते हैं।',
    ],
    { list: 'director-general', layout: 'profiles', label: '', labelHi: '' },
  ],
  [
    'iiidem-officers',
    ['IIIDEM Officers', 'आईआईआईडीईएम के अधिकारी'],
    [
      'Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.',
      'संस्थान के अधिकारी, उनके ईमेल, सीधे संपर्क नंबर और इंटरकॉम एक्सटेंशन के साथ। बाहर से कॉल करने वाले संपर्क नंबर डायल करें; इंटरकॉम एक्सटेंशन परिसर के भीतर काम करता है।',
    ],
    { list: 'officers', layout: 'table', label: 'Officers of IIIDEM', labelHi: 'आईआईआईडीईएम के अधिकारी' },
  ],
  [
    'iiidem-faculty',
    ['Faculty', 'संकाय'],
    [
      'The India International Institute of Democracy and Election Management was set up on 17 June 2011. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.',
      'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान की स्थापना 17 जून 2011 को हुई थी। इसके संकाय में सेवारत और सेवानिवृत्त निर्वाचन अधिकारी, विषय विशेषज्ञ और मास्टर प्रशिक्षक शामिल हैं, जो राष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों में पढ़ाते हैं।',
    ],
    { list: 'faculty', layout: 'cards', label: 'Faculty members', labelHi: 'संकाय सदस्य' },
  ],
  [
    'our-alumni',
    ['Our Alumni', 'हमारे पूर्व प्रतिभागी'],
    [
      'Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.',
      'संस्थान के कार्यक्रम और उन्हें पूरा करने वाले अधिकारी। किसी कार्यक्रम के पूर्व प्रतिभागी देखने के लिए उसे चुनें।',
    ],
    { list: 'our-alumni', layout: 'programmes', label: '', labelHi: '' },
  ],
  [
    'iiidem-alumni',
    ['IIIDEM Alumni', 'आईआईआईडीईएम के पूर्व प्रतिभागी'],
    [
      'Alumni of the institute’s programmes: election officials from the States and Union Territories and from partner countries.',
      'संस्थान के कार्यक्रमों के पूर्व प्रतिभागी: राज्यों और केंद्र शासित प्रदेशों के तथा साझेदार देशों के निर्वाचन अधिकारी।',
    ],
    { list: 'iiidem-alumni', layout: 'cards', label: 'Alumni', labelHi: 'पूर्व प्रतिभागी' },
  ],
  [
    'srconsultant-consultant',
    ['Senior Consultants and Consultants', 'वरिष्ठ सलाहकार और सलाहकार'],
    [
      'Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute’s programmes.',
      'वरिष्ठ सलाहकार और सलाहकार संस्थान के कार्यक्रमों की रूपरेखा और संचालन में निर्वाचन प्रबंधन का क्षेत्रीय अनुभव लाते हैं।',
    ],
    { list: 'consultants', layout: 'cards', label: '', labelHi: '' },
  ],
  [
    'mou-partners',
    ['MoU Partners', 'समझौता ज्ञापन (एमओयू) भागीदार'],
    [
      'The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.',
      'संस्थान संयुक्त प्रशिक्षण, विशेषज्ञों के आदान-प्रदान और अनुसंधान के लिए निर्वाचन प्रबंधन निकायों, प्रशिक्षण संस्थानों, विश्वविद्यालयों और अंतरराष्ट्रीय संगठनों के साथ समझौता ज्ञापनों पर हस्ताक्षर करता है।',
    ],
    { list: 'mou-partners', layout: 'logos', label: '', labelHi: '' },
  ],
];

describe("who's-who pages first published from their code texts (issue 15)", () => {
  it.each(PAGES)('%s: its title, introduction and list, in English and Hindi', async (slug, title, intro, list) => {
    const page = await published(slug);
    expect(page).toMatchObject({ title: title[0], titleHi: title[1], lastUpdated: '2026-11-01T10:00:00.000Z' });
    expect(html(page, 'en')).toEqual([paragraph(intro[0])]);
    expect(html(page, 'hi')).toEqual([paragraph(intro[1])]);
    expect(page.blocks.filter((block) => block.type === 'people')).toEqual([{ type: 'people', ...list }]);
  });

  it('alumni: its introduction, the two alumni pages with their links, and the training mailbox of the settings', async () => {
    const page = await published('alumni');
    expect(page).toMatchObject({ title: 'Alumni', titleHi: 'पूर्व प्रतिभागी' });
    expect(html(page, 'en')).toEqual([
      [
        paragraph(
          "The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, over 3000 trainees (as on 31 May 2025) from 141 countries.",
        ),
        paragraph(
          'Alumni stay in touch with the institute and with one another, share what they have put into practice, and return as resource persons for later programmes.',
        ),
        '<h2>Our Alumni</h2>',
        paragraph('Programmes of the institute and the officers who completed them.'),
        paragraph('<a href="/our-alumni">Our Alumni</a>'),
        '<h2>IIIDEM Alumni</h2>',
        paragraph('Profiles of alumni of national and international programmes.'),
        paragraph('<a href="/iiidem-alumni">IIIDEM Alumni</a>'),
        '<h2>Stay in touch</h2>',
        paragraph('Alumni can write to the training mailbox to share news, practices and changes of address:'),
      ].join('\n'),
    ]);
    const [hindi] = html(page, 'hi');
    for (const text of [
      paragraph(
        'संस्थान के पूर्व प्रतिभागी भारत के हर राज्य और केंद्र शासित प्रदेश के निर्वाचन अधिकारी हैं। अंतरराष्ट्रीय कार्यक्रमों के माध्यम से 3000 से अधिक प्रशिक्षु (31 मई 2025 की स्थिति में) भी इसके पूर्व प्रतिभागी हैं; ऐसे 141 देश हैं जिनके अधिकारी यहां प्रशिक्षण ले चुके हैं।',
      ),
      paragraph(
        'पूर्व प्रतिभागी संस्थान से और एक-दूसरे से जुड़े रहते हैं, जो उन्होंने व्यवहार में अपनाया उसे साझा करते हैं, और आगे के कार्यक्रमों में संसाधन व्यक्ति के रूप में लौटते हैं।',
      ),
      '<h2>हमारे पूर्व प्रतिभागी</h2>',
      paragraph('<a href="/our-alumni">हमारे पूर्व प्रतिभागी</a>'),
      '<h2>आईआईआईडीईएम के पूर्व प्रतिभागी</h2>',
      paragraph('राष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों के पूर्व प्रतिभागियों की प्रोफ़ाइल।'),
      paragraph('<a href="/iiidem-alumni">आईआईआईडीईएम के पूर्व प्रतिभागी</a>'),
      '<h2>जुड़े रहें</h2>',
      paragraph('पूर्व प्रतिभागी समाचार, अपनी प्रथाएं और पते में बदलाव बताने के लिए प्रशिक्षण मेलबॉक्स पर लिख सकते हैं:'),
    ]) {
      expect(hindi).toContain(text);
    }
    // The mailbox is the settings' (never typed into the page), right after the line that introduces it.
    expect(page.blocks.at(-1)).toEqual({ type: 'settings', part: 'training-email' });
    expect(JSON.stringify(page.blocks)).not.toContain('@');
  });
});
