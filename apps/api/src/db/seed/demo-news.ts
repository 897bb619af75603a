import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import type { pressNews } from '../schema/content';
import { type DemoFile, publicFileUrl } from './demo-files';
import { addDays } from './ist-dates';
import { buildPdf } from './minimal-pdf';

type NewPressNews = typeof pressNews.$inferInsert;

const TENDER_SUBJECTS = [
  'Annual Maintenance Contract for Air Conditioning Systems at IIIDEM, Dwarka',
  'Hiring of Manpower Services for Housekeeping and Horticulture',
  'Supply and Installation of Audio-Visual Equipment in the Auditorium',
  'Engagement of a Travel Agency for Domestic and International Air Tickets',
  'Catering Services for the Hostel and Trainees Mess',
  'Printing of Training Manuals and Course Material',
  'Procurement of Desktop Computers, Laptops and Peripherals',
  'Security Services for the IIIDEM Campus',
  'Hiring of Buses and Cars for Training Programmes',
  'Comprehensive Maintenance of Lifts',
  'Development and Maintenance of the IIIDEM Learning Management System',
  'Supply of Stationery Items for the Financial Year',
  'Photography and Videography Services for Events',
  'Annual Maintenance of the Fire Fighting and Alarm System',
  'Supply of Furniture for the Hostel Block',
  'Engagement of an Event Management Agency for National Voters Day',
];

const NOTICE_KINDS = ['Tender Notice', 'Corrigendum', 'Notice Inviting Quotation', 'Extension of Last Date'] as const;

/** Tender-style title for item i, e.g. "Corrigendum: Hiring of Manpower Services ...". */
function tenderTitle(i: number): string {
  const subject = TENDER_SUBJECTS[i % TENDER_SUBJECTS.length];
  const kind = NOTICE_KINDS[i % NOTICE_KINDS.length];
  return kind === 'Tender Notice' ? `Tender for ${subject}` : `${kind}: ${subject}`;
}

const PRESS_RELEASES = [
  'IIIDEM concludes International Training Programme for Election Officials of Bhutan',
  'National Voters Day observed at IIIDEM with a pledge by participants',
  'IIIDEM signs MoU with a national university for an academic programme in electoral management',
  'Over 1,700 training programmes conducted by IIIDEM since 2011',
];

const LATEST_NEWS = [
  'Applications invited for the Certification Course for Returning Officers',
  'Training calendar for the year published',
  'Webinar series "Innovative Electoral Practices: Stories from the Field" announced',
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
    const title = tenderTitle(i);
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
        publish_date: publishDate,
        document_file: publicFileUrl(file),
      });
    } else {
      rows.push({
        category_id: NEWS_CATEGORY.tenders,
        news_title: title,
        publish_date: publishDate,
        document_link: `https://eprocure.example.gov.in/tenders/${reference.replaceAll('/', '-')}.pdf`,
      });
    }
  }
  PRESS_RELEASES.forEach((title, i) => {
    rows.push({
      category_id: 1,
      news_title: title,
      publish_date: addDays(today, -(i * 20 + 3)),
      document_link: `https://iiidem.example.gov.in/press/${i + 1}`,
    });
  });
  LATEST_NEWS.forEach((title, i) => {
    rows.push({
      category_id: 2,
      news_title: title,
      publish_date: addDays(today, -(i * 9 + 1)),
      document_link: `https://iiidem.example.gov.in/news/${i + 1}`,
    });
  });
  return { rows, files };
}
