import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import type { pressNews } from '../schema/content';
import { type DemoFile, publicFileUrl } from './demo-files';
import { addDays } from './ist-dates';
import { buildPdf } from './minimal-pdf';

type NewPressNews = typeof pressNews.$inferInsert;

/** [English, Hindi] of every title (issue 14). */
const TENDER_SUBJECTS: [string, string][] = [
  [
    'Annual Maintenance Contract for Air Conditioning Systems at IIIDEM, Dwarka',
    'आईआईआईडीईएम, द्वारका में वातानुकूलन प्रणालियों के लिए वार्षिक रखरखाव अनुबंध',
  ],
  ['Hiring of Manpower Services for Housekeeping and Horticulture', 'हाउसकीपिंग और बागवानी के लिए जनशक्ति सेवाओं की प्राप्ति'],
  [
    'Supply and Installation of Audio-Visual Equipment in the Auditorium',
    'सभागार में दृश्य-श्रव्य उपकरणों की आपूर्ति और स्थापना',
  ],
  [
    'Engagement of a Travel Agency for Domestic and International Air Tickets',
    'घरेलू और अंतरराष्ट्रीय हवाई टिकटों के लिए ट्रैवल एजेंसी की नियुक्ति',
  ],
  ['Catering Services for the Hostel and Trainees Mess', 'छात्रावास और प्रशिक्षु भोजनालय के लिए खानपान सेवाएं'],
  ['Printing of Training Manuals and Course Material', 'प्रशिक्षण नियमावलियों और पाठ्य सामग्री का मुद्रण'],
  ['Procurement of Desktop Computers, Laptops and Peripherals', 'डेस्कटॉप कंप्यूटर, लैपटॉप और सहायक उपकरणों की खरीद'],
  ['Security Services for the IIIDEM Campus', 'आईआईआईडीईएम परिसर के लिए सुरक्षा सेवाएं'],
  ['Hiring of Buses and Cars for Training Programmes', 'प्रशिक्षण कार्यक्रमों के लिए बसों और कारों की किराया व्यवस्था'],
  ['Comprehensive Maintenance of Lifts', 'लिफ्टों का व्यापक रखरखाव'],
  [
    'Development and Maintenance of the IIIDEM Learning Management System',
    'आईआईआईडीईएम लर्निंग मैनेजमेंट सिस्टम का विकास और रखरखाव',
  ],
  ['Supply of Stationery Items for the Financial Year', 'वित्तीय वर्ष के लिए लेखन सामग्री की आपूर्ति'],
  ['Photography and Videography Services for Events', 'कार्यक्रमों के लिए फ़ोटोग्राफ़ी और वीडियोग्राफ़ी सेवाएं'],
  ['Annual Maintenance of the Fire Fighting and Alarm System', 'अग्निशमन और अलार्म प्रणाली का वार्षिक रखरखाव'],
  ['Supply of Furniture for the Hostel Block', 'छात्रावास खंड के लिए फर्नीचर की आपूर्ति'],
  [
    'Engagement of an Event Management Agency for National Voters Day',
    'राष्ट्रीय मतदाता दिवस के लिए इवेंट मैनेजमेंट एजेंसी की नियुक्ति',
  ],
];

const NOTICE_KINDS = ['Tender Notice', 'Corrigendum', 'Notice Inviting Quotation', 'Extension of Last Date'] as const;
const NOTICE_KINDS_HI: Record<(typeof NOTICE_KINDS)[number], string> = {
  'Tender Notice': 'निविदा सूचना',
  Corrigendum: 'शुद्धिपत्र',
  'Notice Inviting Quotation': 'कोटेशन आमंत्रण सूचना',
  'Extension of Last Date': 'अंतिम तिथि का विस्तार',
};

/** Tender-style title for item i, e.g. "Corrigendum: Hiring of Manpower Services ...", and its Hindi. */
function tenderTitle(i: number): [title: string, titleHi: string] {
  const [subject, subjectHi] = TENDER_SUBJECTS[i % TENDER_SUBJECTS.length] as [string, string];
  const kind = NOTICE_KINDS[i % NOTICE_KINDS.length] ?? 'Tender Notice';
  return kind === 'Tender Notice'
    ? [`Tender for ${subject}`, `${subjectHi} हेतु निविदा`]
    : [`${kind}: ${subject}`, `${NOTICE_KINDS_HI[kind]}: ${subjectHi}`];
}

const CENTRAL_PROCUREMENT_PORTAL = 'https://eprocure.gov.in/cppp/';

const PRESS_RELEASES: [string, string][] = [
  [
    'IIIDEM concludes International Training Programme for Election Officials of Bhutan',
    'आईआईआईडीईएम में भूटान के निर्वाचन अधिकारियों के लिए अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम का समापन',
  ],
  [
    'National Voters Day observed at IIIDEM with a pledge by participants',
    'आईआईआईडीईएम में प्रतिभागियों की शपथ के साथ राष्ट्रीय मतदाता दिवस मनाया गया',
  ],
  [
    'IIIDEM signs MoU with a national university for an academic programme in electoral management',
    'आईआईआईडीईएम ने निर्वाचन प्रबंधन में शैक्षणिक कार्यक्रम के लिए एक राष्ट्रीय विश्वविद्यालय के साथ समझौता ज्ञापन पर हस्ताक्षर किए',
  ],
  [
    'Over 1,700 training programmes conducted by IIIDEM since 2011',
    'आईआईआईडीईएम द्वारा 2011 से अब तक 1,700 से अधिक प्रशिक्षण कार्यक्रम आयोजित',
  ],
];

const LATEST_NEWS: [string, string][] = [
  [
    'Applications invited for the Certification Course for Returning Officers',
    'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम हेतु आवेदन आमंत्रित',
  ],
  ['Training calendar for the year published', 'वर्ष का प्रशिक्षण कैलेंडर प्रकाशित'],
  [
    'Webinar series "Innovative Electoral Practices: Stories from the Field" announced',
    'वेबिनार शृंखला "अभिनव निर्वाचन पद्धतियां: क्षेत्र से कहानियां" की घोषणा',
  ],
];

/**
 * 28 tenders and notices in category 3 (enough for several pages), publish dates spread over the last
 * six months, each with either a document link or a seed-written PDF; plus a few items in categories 1 and 2.
 */
export function buildDemoNews(today: string): { rows: NewPressNews[]; files: DemoFile[] } {
  const rows: NewPressNews[] = [];
  const files: DemoFile[] = [];
  for (let i = 0; i < 28; i++) {
    const publishDate = addDays(today, -(i * 6 + (i % 4)));
    const year = publishDate.slice(0, 4);
    const reference = `IIIDEM/Admn/${year}/${String(28 - i).padStart(3, '0')}`;
    const [title, titleHi] = tenderTitle(i);
    if (i % 2 === 0) {
      const file = `news/tender-${String(i + 1).padStart(3, '0')}.pdf`;
      files.push({
        path: file,
        render: () =>
          buildPdf(title, [
            'India International Institute of Democracy and Election Management',
            'Plot No. 10, Sector 13, Dwarka, New Delhi (demo content)',
            '',
            `Reference: ${reference}`,
            `Date of publication: ${publishDate}`,
            `Last date for submission of bids: ${addDays(publishDate, 21)}`,
            '',
            'Sealed bids are invited from eligible agencies for the work described above.',
            'The detailed terms and conditions are available on the Central Public Procurement Portal.',
            'This is a sample document generated for the demonstration portal.',
          ]),
      });
      rows.push({
        category_id: NEWS_CATEGORY.tenders,
        news_title: title,
        news_title_hi: titleHi,
        publish_date: publishDate,
        document_file: publicFileUrl(file),
      });
    } else {
      rows.push({
        category_id: NEWS_CATEGORY.tenders,
        news_title: title,
        news_title_hi: titleHi,
        publish_date: publishDate,
        // The real Central Public Procurement Portal, where government tenders are published (issue 15: no
        // invented address); its reference is in the title's notice.
        document_link: CENTRAL_PROCUREMENT_PORTAL,
      });
    }
  }
  // Press releases and news as sample PDFs of this site (no invented outside address).
  const sampleDocument = (categoryId: number, stem: string, title: string, titleHi: string, publishDate: string) => {
    const file = `news/${stem}.pdf`;
    files.push({
      path: file,
      render: () =>
        buildPdf(title, [
          'India International Institute of Democracy and Election Management',
          `Date: ${publishDate}`,
          '',
          'This is a sample document generated for the demonstration portal.',
        ]),
    });
    rows.push({
      category_id: categoryId,
      news_title: title,
      news_title_hi: titleHi,
      publish_date: publishDate,
      document_file: publicFileUrl(file),
    });
  };
  PRESS_RELEASES.forEach(([title, titleHi], i) => {
    sampleDocument(1, `press-${i + 1}`, title, titleHi, addDays(today, -(i * 20 + 3)));
  });
  LATEST_NEWS.forEach(([title, titleHi], i) => {
    sampleDocument(2, `news-${i + 1}`, title, titleHi, addDays(today, -(i * 9 + 1)));
  });
  return { rows, files };
}
