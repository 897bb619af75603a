import type { TPublicPage, TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { peopleAnswer } from '../../../features/people/testing';
import { type MockHandler, okJson } from '../../../test/mock-api';

/**
 * The who's-who pages and MoU Partners (issue 15) as GET /api/pages/:slug sends them: the seed's blocks
 * (apps/api/src/db/seed/initial-pages-people.ts) with their texts as the server's HTML. Their lists come from the
 * people fixture (features/people/testing.ts), the alumni page's mailbox from the site settings' fixture.
 */

type PeopleBlock = Extract<TPublicPageBlock, { type: 'people' }>;

const text = (html: string, htmlHi: string): TPublicPageBlock => ({ type: 'text', html, htmlHi });
const people = (list: string, layout: PeopleBlock['layout'], label = '', labelHi = ''): TPublicPageBlock => ({
  type: 'people',
  list,
  layout,
  label,
  labelHi,
});

/** The day the seed's first revision was published in these fixtures (the pages' "Last updated"). */
export const PEOPLE_PAGES_PUBLISHED_AT = '2026-11-21T06:00:00.000Z';

function page(slug: string, title: string, titleHi: string, blocks: TPublicPageBlock[]): TPublicPage {
  return { slug, title, titleHi, summary: '', summaryHi: '', lastUpdated: PEOPLE_PAGES_PUBLISHED_AT, blocks };
}

const p = (paragraph: string) => `<p>${paragraph}</p>`;

/** The seed's introductions, in English and Hindi, by page. */
export const PEOPLE_PAGE_INTROS = {
  directors: [
    "The Directors lead the institute's centres and divisions under the Director General.",
    'निदेशक महानिदेशक के अधीन संस्थान के केंद्रों और प्रभागों का नेतृत्व करते हैं।',
  ],
  cecEc: [
    "The Election Commission of India is a permanent constitutional body under Article 324 of the Constitution. It superintends, directs and controls elections to Parliament, to the State Legislatures and to the offices of the President and the Vice-President. The Hon'ble Commission consists of the Chief Election Commissioner and two Election Commissioners.",
    'भारत निर्वाचन आयोग संविधान के अनुच्छेद 324 के अंतर्गत एक स्थायी संवैधानिक निकाय है। यह संसद, राज्य विधानमंडलों तथा राष्ट्रपति और उपराष्ट्रपति के पदों के चुनावों का अधीक्षण, निदेशन और नियंत्रण करता है। माननीय आयोग में मुख्य निर्वाचन आयुक्त और दो निर्वाचन आयुक्त होते हैं।',
  ],
  directorGeneral: [
    'The Director General heads the institute, sets its training and research agenda and leads its partnerships with election management bodies in India and abroad.',
    'महानिदेशक संस्थान के प्रमुख हैं, इसके प्रशिक्षण और अनुसंधान की कार्यसूची तय करते हैं और भारत तथा विदेश के निर्वाचन प्रबंधन निकायों के साथ इसकी साझेदारियों का नेतृत्व करते हैं।',
  ],
  officers: [
    'Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.',
    'संस्थान के अधिकारी, उनके ईमेल, सीधे संपर्क नंबर और इंटरकॉम एक्सटेंशन के साथ। बाहर से कॉल करने वाले संपर्क नंबर डायल करें; इंटरकॉम एक्सटेंशन परिसर के भीतर काम करता है।',
  ],
  faculty: [
    'The India International Institute of Democracy and Election Management was set up on 17 June 2011. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.',
    'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान की स्थापना 17 जून 2011 को हुई थी। इसके संकाय में सेवारत और सेवानिवृत्त निर्वाचन अधिकारी, विषय विशेषज्ञ और मास्टर प्रशिक्षक शामिल हैं, जो राष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों में पढ़ाते हैं।',
  ],
  ourAlumni: [
    'Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.',
    'संस्थान के कार्यक्रम और उन्हें पूरा करने वाले अधिकारी। किसी कार्यक्रम के पूर्व प्रतिभागी देखने के लिए उसे चुनें।',
  ],
  iiidemAlumni: [
    'Alumni of the institute’s programmes: election officials from the States and Union Territories and from partner countries.',
    'संस्थान के कार्यक्रमों के पूर्व प्रतिभागी: राज्यों और केंद्र शासित प्रदेशों के तथा साझेदार देशों के निर्वाचन अधिकारी।',
  ],
  consultants: [
    'Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute’s programmes.',
    'वरिष्ठ सलाहकार और सलाहकार संस्थान के कार्यक्रमों की रूपरेखा और संचालन में निर्वाचन प्रबंधन का क्षेत्रीय अनुभव लाते हैं।',
  ],
  mouPartners: [
    'The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.',
    'संस्थान संयुक्त प्रशिक्षण, विशेषज्ञों के आदान-प्रदान और अनुसंधान के लिए निर्वाचन प्रबंधन निकायों, प्रशिक्षण संस्थानों, विश्वविद्यालयों और अंतरराष्ट्रीय संगठनों के साथ समझौता ज्ञापनों पर हस्ताक्षर करता है।',
  ],
} as const;

const intro = (key: keyof typeof PEOPLE_PAGE_INTROS) => {
  const [en, hi] = PEOPLE_PAGE_INTROS[key];
  return text(p(en), p(hi));
};

const ALUMNI_HTML = [
  p(
    "The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, over 3000 trainees (as on 31 May 2025) from 141 countries.",
  ),
  p(
    'Alumni stay in touch with the institute and with one another, share what they have put into practice, and return as resource persons for later programmes.',
  ),
  '<h2>Our Alumni</h2>',
  p('Programmes of the institute and the officers who completed them.'),
  p('<a href="/our-alumni">Our Alumni</a>'),
  '<h2>IIIDEM Alumni</h2>',
  p('Profiles of alumni of national and international programmes.'),
  p('<a href="/iiidem-alumni">IIIDEM Alumni</a>'),
  '<h2>Stay in touch</h2>',
  p('Alumni can write to the training mailbox to share news, practices and changes of address:'),
].join('\n');

const ALUMNI_HTML_HI = [
  p(
    'संस्थान के पूर्व प्रतिभागी भारत के हर राज्य और केंद्र शासित प्रदेश के निर्वाचन अधिकारी हैं। अंतरराष्ट्रीय कार्यक्रमों के माध्यम से 3000 से अधिक प्रशिक्षु (31 मई 2025 की स्थिति में) भी इसके पूर्व प्रतिभागी हैं; ऐसे 141 देश हैं जिनके अधिकारी यहां प्रशिक्षण ले चुके हैं।',
  ),
  p(
    'पूर्व प्रतिभागी संस्थान से और एक-दूसरे से जुड़े रहते हैं, जो उन्होंने व्यवहार में अपनाया उसे साझा करते हैं, और आगे के कार्यक्रमों में संसाधन व्यक्ति के रूप में लौटते हैं।',
  ),
  '<h2>हमारे पूर्व प्रतिभागी</h2>',
  p('संस्थान के कार्यक्रम और उन्हें पूरा करने वाले अधिकारी।'),
  p('<a href="/our-alumni">हमारे पूर्व प्रतिभागी</a>'),
  '<h2>आईआईआईडीईएम के पूर्व प्रतिभागी</h2>',
  p('राष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों के पूर्व प्रतिभागियों की प्रोफ़ाइल।'),
  p('<a href="/iiidem-alumni">आईआईआईडीईएम के पूर्व प्रतिभागी</a>'),
  '<h2>जुड़े रहें</h2>',
  p('पूर्व प्रतिभागी समाचार, अपनी प्रथाएं और पते में बदलाव बताने के लिए प्रशिक्षण मेलबॉक्स पर लिख सकते हैं:'),
].join('\n');

export const PEOPLE_PAGES: Record<string, TPublicPage> = {
  directors: page('directors', 'Directors', 'निदेशक', [
    intro('directors'),
    people('directors', 'profiles', 'Directors', 'निदेशक'),
  ]),
  'cec-ec': page(
    'cec-ec',
    'Chief Election Commissioner and Election Commissioners',
    'मुख्य निर्वाचन आयुक्त और निर्वाचन आयुक्त',
    [intro('cecEc'), people('cec-ec', 'cards', 'Members of the Commission', 'आयोग के सदस्य')],
  ),
  'director-general': page('director-general', 'Director General', 'महानिदेशक', [
    intro('directorGeneral'),
    people('director-general', 'profiles'),
  ]),
  'iiidem-officers': page('iiidem-officers', 'IIIDEM Officers', 'आईआईआईडीईएम के अधिकारी', [
    intro('officers'),
    people('officers', 'table', 'Officers of IIIDEM', 'आईआईआईडीईएम के अधिकारी'),
  ]),
  'iiidem-faculty': page('iiidem-faculty', 'Faculty', 'संकाय', [
    intro('faculty'),
    people('faculty', 'cards', 'Faculty members', 'संकाय सदस्य'),
  ]),
  alumni: page('alumni', 'Alumni', 'पूर्व प्रतिभागी', [
    text(ALUMNI_HTML, ALUMNI_HTML_HI),
    { type: 'settings', part: 'training-email' },
  ]),
  'our-alumni': page('our-alumni', 'Our Alumni', 'हमारे पूर्व प्रतिभागी', [
    intro('ourAlumni'),
    people('our-alumni', 'programmes'),
  ]),
  'iiidem-alumni': page('iiidem-alumni', 'IIIDEM Alumni', 'आईआईआईडीईएम के पूर्व प्रतिभागी', [
    intro('iiidemAlumni'),
    people('iiidem-alumni', 'cards', 'Alumni', 'पूर्व प्रतिभागी'),
  ]),
  'srconsultant-consultant': page(
    'srconsultant-consultant',
    'Senior Consultants and Consultants',
    'वरिष्ठ सलाहकार और सलाहकार',
    [intro('consultants'), people('consultants', 'cards')],
  ),
  'mou-partners': page('mou-partners', 'MoU Partners', 'समझौता ज्ञापन (एमओयू) भागीदार', [
    intro('mouPartners'),
    people('mou-partners', 'logos'),
  ]),
};

/** A mockFetch handler answering GET /api/pages/:slug for these pages and GET /api/people/:list from the fixture. */
export const peoplePagesAnswer: MockHandler = (url) => {
  const found = PEOPLE_PAGES[url.pathname.replace(/^\/api\/pages\//, '')];
  return found ? okJson({ success: true, data: found }) : peopleAnswer(url);
};
