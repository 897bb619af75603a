import { FEEDBACK_CATEGORIES, type TFeedbackCategory } from '@iiidem/shared/feedback/feedback';
import type { Language } from '@iiidem/shared/language';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** The two mails of a feedback message (issue 16): the sender's acknowledgement and the institute's copy. */

type Feedback = {
  id: number;
  name: string;
  email: string;
  phone: string;
  category: TFeedbackCategory;
  message: string;
  language: Language;
};

const CATEGORY_HI: Record<TFeedbackCategory, string> = {
  website: 'वेबसाइट',
  training: 'प्रशिक्षण कार्यक्रम',
  accessibility: 'सुगम्यता',
  suggestion: 'एक सुझाव',
  other: 'कुछ और',
};

const ACKNOWLEDGEMENT: Record<
  Language,
  {
    subject: (id: number) => string;
    hello: (name: string) => string;
    body: string;
    reference: (id: number, about: string) => string;
    copy: string;
    noReply: string;
  }
> = {
  en: {
    subject: (id) => `We have received your feedback (reference ${id})`,
    hello: (name) => `Dear ${name},`,
    body: 'Thank you for writing to the India International Institute of Democracy and Election Management. We have received your feedback and will reply to this e-mail address, normally within 15 working days.',
    reference: (id, about) =>
      `Your reference number is ${id} (about: ${about}). Please quote it if you write to us again about this message.`,
    copy: 'Your message:',
    noReply: 'This is an automatic acknowledgement; please do not reply to it.',
  },
  hi: {
    subject: (id) => `हमें आपकी प्रतिक्रिया मिल गई है (संदर्भ ${id})`,
    hello: (name) => `प्रिय ${name},`,
    body: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान को लिखने के लिए धन्यवाद। हमें आपकी प्रतिक्रिया मिल गई है और हम सामान्यतः 15 कार्य दिवसों के भीतर इसी ईमेल पते पर उत्तर देंगे।',
    reference: (id, about) =>
      `आपकी संदर्भ संख्या ${id} है (विषय: ${about})। इस संदेश के बारे में दोबारा लिखते समय कृपया इसका उल्लेख करें।`,
    copy: 'आपका संदेश:',
    noReply: 'यह एक स्वचालित पावती है; कृपया इसका उत्तर न दें।',
  },
};

function categoryName(category: TFeedbackCategory, language: Language): string {
  return language === 'hi' ? CATEGORY_HI[category] : FEEDBACK_CATEGORIES[category];
}

/** The sender's acknowledgement, in the language of the page they wrote from; their message quoted (escaped). */
export function acknowledgementMail(feedback: Feedback): OutgoingMail {
  const texts = ACKNOWLEDGEMENT[feedback.language];
  const about = categoryName(feedback.category, feedback.language);
  const lines = [
    texts.hello(feedback.name),
    texts.body,
    texts.reference(feedback.id, about),
    texts.copy,
    feedback.message,
    texts.noReply,
    INSTITUTE_NAME[feedback.language],
  ];
  const html = htmlMail(feedback.language, [
    escapeHtml(texts.hello(feedback.name)),
    escapeHtml(texts.body),
    escapeHtml(texts.reference(feedback.id, about)),
    escapeHtml(texts.copy),
    `<span style="white-space: pre-wrap">${escapeHtml(feedback.message)}</span>`,
    escapeHtml(texts.noReply),
    escapeHtml(INSTITUTE_NAME[feedback.language]),
  ]);
  return { to: feedback.email, subject: texts.subject(feedback.id), text: lines.join('\n\n'), html };
}

/** The institute's copy (English, for staff), with the sender's details and a link to it in the back office. */
export function institutionMail(feedback: Feedback, to: string, backOfficeUrl: string): OutgoingMail {
  const details = [
    `From: ${feedback.name} <${feedback.email}>`,
    `Phone: ${feedback.phone || 'not given'}`,
    `About: ${FEEDBACK_CATEGORIES[feedback.category]}`,
    `Page language: ${feedback.language === 'hi' ? 'Hindi' : 'English'}`,
  ];
  const intro = `New feedback (reference ${feedback.id}) was sent from the website's feedback form.`;
  const answer = `Reply to the sender by e-mail, then mark it answered in the back office: ${backOfficeUrl}`;
  const text = [intro, details.join('\n'), feedback.message, answer].join('\n\n');
  const html = htmlMail('en', [
    escapeHtml(intro),
    details.map(escapeHtml).join('<br>'),
    `<span style="white-space: pre-wrap">${escapeHtml(feedback.message)}</span>`,
    `Reply to the sender by e-mail, then mark it answered in the <a href="${escapeHtml(backOfficeUrl)}">back office</a>.`,
  ]);
  return { to, subject: `Website feedback ${feedback.id}: ${FEEDBACK_CATEGORIES[feedback.category]}`, text, html };
}
