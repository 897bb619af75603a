import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import type { Language } from '@iiidem/shared/language';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { applicationStatusText, contentIn, INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/**
 * The mail an applicant gets when staff change the status of their application (through the outbox), in the
 * applicant's language.
 */

export type StatusMailInput = {
  to: string;
  name: string;
  courseName: string;
  /** The course's Hindi name ('' when staff have not written it: the English one is used). */
  courseNameHi?: string | null;
  status: number;
  /** The status before the change: waitlisted -> approved is a promotion, told as such (issue 17). */
  previousStatus?: number;
  note?: string | null;
  /** The listed reason of a rejection (issue 19), in both languages: the mail says it in the applicant's. */
  reason?: { en: string; hi: string } | undefined;
  /** PUBLIC_URL: the mail links to <publicUrl>/dashboard. */
  publicUrl: string;
  /** The applicant's account language. */
  language: Language;
};

type StatusTexts = {
  subject: (label: string, course: string) => string;
  greeting: (name: string) => string;
  /** `course` and `label` arrive escaped for HTML, or as they are for the text. */
  news: (course: string, label: string) => string;
  /** A place came free and a waitlisted applicant is approved. */
  promotedSubject: (course: string) => string;
  promoted: (course: string) => string;
  note: (note: string) => string;
  reason: (reason: string) => string;
  link: (url: string) => string;
  linkHtml: (url: string) => string;
};

const TEXTS: Record<Language, StatusTexts> = {
  en: {
    subject: (label, course) => `Your IIIDEM application: ${label} (${course})`,
    greeting: (name) => `Dear ${name},`,
    news: (course, label) => `The status of your application for "${course}" is now: ${label}.`,
    promotedSubject: (course) => `A place is yours: your IIIDEM application is approved (${course})`,
    promoted: (course) =>
      `Good news: a place has become available in "${course}". Your application has moved from the waitlist to Approved.`,
    note: (note) => `Note from the institute: ${note}`,
    reason: (reason) => `Reason: ${reason}`,
    link: (url) => `You can follow your applications under My Courses: ${url}`,
    linkHtml: (url) => `You can follow your applications under <a href="${url}">My Courses</a>.`,
  },
  hi: {
    subject: (label, course) => `आपका आईआईआईडीईएम आवेदन: ${label} (${course})`,
    greeting: (name) => `प्रिय ${name},`,
    news: (course, label) => `"${course}" के लिए आपके आवेदन की स्थिति अब है: ${label}।`,
    promotedSubject: (course) => `आपको स्थान मिला: आपका आईआईआईडीईएम आवेदन स्वीकृत हुआ (${course})`,
    promoted: (course) => `शुभ समाचार: "${course}" में एक स्थान उपलब्ध हुआ है। आपका आवेदन प्रतीक्षा सूची से स्वीकृत में आ गया है।`,
    note: (note) => `संस्थान की टिप्पणी: ${note}`,
    reason: (reason) => `कारण: ${reason}`,
    link: (url) => `आप अपने आवेदनों की स्थिति 'मेरे पाठ्यक्रम' में देख सकते हैं: ${url}`,
    linkHtml: (url) => `आप अपने आवेदनों की स्थिति <a href="${url}">मेरे पाठ्यक्रम</a> में देख सकते हैं।`,
  },
};

export function applicationStatusMail(input: StatusMailInput): OutgoingMail {
  const { language } = input;
  const texts = TEXTS[language];
  const label = applicationStatusText(language, input.status);
  const reason = input.reason ? input.reason[language] : undefined;
  const courseName = contentIn(language, input.courseName, input.courseNameHi);
  const dashboardUrl = `${input.publicUrl.replace(/\/+$/, '')}/dashboard`;
  const signature = INSTITUTE_NAME[language];
  const promoted =
    input.previousStatus === APPLICATION_STATUS.waitlisted && input.status === APPLICATION_STATUS.approved;
  const text = [
    texts.greeting(input.name),
    promoted ? texts.promoted(courseName) : texts.news(courseName, label),
    reason ? texts.reason(reason) : undefined,
    input.note ? texts.note(input.note) : undefined,
    texts.link(dashboardUrl),
    signature,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = htmlMail(
    language,
    [
      escapeHtml(texts.greeting(input.name)),
      promoted
        ? escapeHtml(texts.promoted(courseName))
        : texts.news(escapeHtml(courseName), `<strong>${escapeHtml(label)}</strong>`).replace(/"/g, '&quot;'),
      reason ? texts.reason(escapeHtml(reason)) : undefined,
      input.note ? texts.note(escapeHtml(input.note)) : undefined,
      texts.linkHtml(escapeHtml(dashboardUrl)),
      signature,
    ].filter((paragraph): paragraph is string => Boolean(paragraph)),
    'white-space: pre-line',
  );
  // The course name is typed by staff: no line breaks in a subject line.
  const subject = (promoted ? texts.promotedSubject(courseName) : texts.subject(label, courseName)).replace(
    /[\r\n]+/g,
    ' ',
  );
  return { to: input.to, subject, text, html };
}
