import type { vacancies } from '../schema/content';
import { type DemoFile, publicFileUrl } from './demo-files';
import { addDays } from './ist-dates';
import { buildPdf } from './minimal-pdf';

type NewVacancy = typeof vacancies.$inferInsert;

const VACANCIES: [title: string, titleHi: string, daysAgo: number, openDays: number][] = [
  [
    'Filling up of the posts of Deputy Director (Academic Affairs) on Deputation basis: extension of last date',
    'प्रतिनियुक्ति आधार पर उप निदेशक (शैक्षणिक मामले) के पदों को भरना: अंतिम तिथि का विस्तार',
    8,
    45,
  ],
  [
    'Engagement of Consultant (Information Technology) on Contract basis',
    'संविदा आधार पर परामर्शदाता (सूचना प्रौद्योगिकी) की नियुक्ति',
    20,
    30,
  ],
  [
    'Engagement of Young Professionals for the Centre for International Training',
    'अंतरराष्ट्रीय प्रशिक्षण केंद्र के लिए युवा पेशेवरों की नियुक्ति',
    35,
    40,
  ],
  [
    'Appointment of Senior Consultant (Training and Curriculum) on Contract basis',
    'संविदा आधार पर वरिष्ठ परामर्शदाता (प्रशिक्षण एवं पाठ्यक्रम) की नियुक्ति',
    50,
    60,
  ],
  [
    'Engagement of Library and Information Assistant on Contract basis',
    'संविदा आधार पर पुस्तकालय एवं सूचना सहायक की नियुक्ति',
    120,
    30,
  ],
];

/** Five vacancies with advertisement PDFs; the oldest has a last date in the past. */
export function buildDemoVacancies(today: string): { rows: NewVacancy[]; files: DemoFile[] } {
  const rows: NewVacancy[] = [];
  const files: DemoFile[] = [];
  VACANCIES.forEach(([title, titleHi, daysAgo, openDays], i) => {
    const uploadDate = addDays(today, -daysAgo);
    const lastDate = addDays(uploadDate, openDays);
    const advertisementNo = `IIIDEM/Rectt/${uploadDate.slice(0, 4)}/${String(VACANCIES.length - i).padStart(2, '0')}`;
    const file = `vacancies/advertisement-${i + 1}.pdf`;
    files.push({
      path: file,
      render: () =>
        buildPdf(title, [
          `Advertisement No. ${advertisementNo}`,
          `Date of issue: ${uploadDate}    Last date of receipt of applications: ${lastDate}`,
          '',
          'India International Institute of Democracy and Election Management (IIIDEM), the training wing',
          'of the Election Commission of India, invites applications from eligible candidates.',
          'Download the application form, fill it in and e-mail it as a PDF with the attachments',
          'to the HR mailbox. Incomplete applications will not be considered.',
          '',
          'This is a sample advertisement generated for the demonstration portal.',
        ]),
    });
    rows.push({
      title,
      title_hi: titleHi,
      upload_date: uploadDate,
      last_date: lastDate,
      advertisement_no: advertisementNo,
      pdf: publicFileUrl(file),
    });
  });
  return { rows, files };
}
