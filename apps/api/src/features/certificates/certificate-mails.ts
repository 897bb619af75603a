import { formatCertificateDate } from '@iiidem/shared/dates';
import type { Language } from '@iiidem/shared/language';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { contentIn, INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';

/** Mails of completion and certificates, in the applicant's language: plain text and HTML, user text escaped. */

function mail(
  language: Language,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link: { url: string; label: string },
) {
  const signature = INSTITUTE_NAME[language];
  const text = [...paragraphs, `${link.label}: ${link.url}`, signature].join('\n\n');
  const html = htmlMail(language, [
    ...paragraphs.map(escapeHtml),
    `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`,
    escapeHtml(signature),
  ]);
  return { to, subject, text, html } satisfies OutgoingMail;
}

type MailSubject = {
  to: string;
  participantName: string;
  courseName: string;
  /** The course's Hindi name ('' when not written: the English one is used). */
  courseNameHi?: string | null;
  publicUrl: string;
  /** The applicant's account language. */
  language: Language;
};

type CertificateTexts = {
  openMyCourses: string;
  dear: (name: string) => string;
  completedSubject: string;
  completed: (course: string) => string;
  certificateToFollow: string;
  readySubject: string;
  updatedSubject: string;
  ready: (course: string, number: string) => string;
  updated: (course: string, number: string) => string;
  whereToOpen: string;
  reissuedSubject: string;
  reissued: (course: string, number: string) => string;
  revokedSubject: string;
  revoked: (course: string, number: string, date: string) => string;
  revokedReason: (reason: string) => string;
  revokedNext: string;
};

const TEXTS: Record<Language, CertificateTexts> = {
  en: {
    openMyCourses: 'Open My Courses',
    dear: (name) => `Dear ${name},`,
    completedSubject: 'Your IIIDEM course is completed',
    completed: (course) =>
      `The institute has marked your course "${course}" as completed. It is now listed under Completed in My Courses on the IIIDEM Portal.`,
    certificateToFollow: 'We will let you know when your certificate is ready.',
    readySubject: 'Your IIIDEM certificate is ready',
    updatedSubject: 'Your IIIDEM certificate was updated',
    ready: (course, number) => `Your certificate for "${course}" is ready (number ${number}).`,
    updated: (course, number) => `The certificate for "${course}" (number ${number}) was updated.`,
    whereToOpen: 'Sign in to the IIIDEM Portal and open it, as a PDF or an image, under Completed in My Courses.',
    reissuedSubject: 'Your IIIDEM certificate was reissued',
    reissued: (course, number) =>
      `A new certificate for "${course}" was issued to you (number ${number}). It replaces your earlier certificate, whose number is no longer valid.`,
    revokedSubject: 'Your IIIDEM certificate was revoked',
    revoked: (course, number, date) =>
      `Your certificate for "${course}" (number ${number}) was revoked on ${date}. Its verification page now says it is revoked.`,
    revokedReason: (reason) => `Reason: ${reason}`,
    revokedNext: 'If you have questions, please reply to the institute.',
  },
  hi: {
    openMyCourses: 'मेरे पाठ्यक्रम खोलें',
    dear: (name) => `प्रिय ${name},`,
    completedSubject: 'आपका आईआईआईडीईएम पाठ्यक्रम पूर्ण हुआ',
    completed: (course) =>
      `संस्थान ने आपके पाठ्यक्रम "${course}" को पूर्ण के रूप में चिह्नित किया है। यह अब आईआईआईडीईएम पोर्टल पर 'मेरे पाठ्यक्रम' में 'पूर्ण' के अंतर्गत दिखाया गया है।`,
    certificateToFollow: 'आपका प्रमाणपत्र तैयार होने पर हम आपको सूचित करेंगे।',
    readySubject: 'आपका आईआईआईडीईएम प्रमाणपत्र तैयार है',
    updatedSubject: 'आपका आईआईआईडीईएम प्रमाणपत्र अद्यतन किया गया',
    ready: (course, number) => `"${course}" के लिए आपका प्रमाणपत्र तैयार है (संख्या ${number})।`,
    updated: (course, number) => `"${course}" का प्रमाणपत्र (संख्या ${number}) अद्यतन किया गया।`,
    whereToOpen: "आईआईआईडीईएम पोर्टल पर लॉग इन करें और इसे 'मेरे पाठ्यक्रम' में 'पूर्ण' के अंतर्गत पीडीएफ या छवि के रूप में खोलें।",
    reissuedSubject: 'आपका आईआईआईडीईएम प्रमाणपत्र पुनः जारी किया गया',
    reissued: (course, number) =>
      `"${course}" के लिए आपको एक नया प्रमाणपत्र जारी किया गया है (संख्या ${number})। यह आपके पिछले प्रमाणपत्र का स्थान लेता है, जिसकी संख्या अब मान्य नहीं है।`,
    revokedSubject: 'आपका आईआईआईडीईएम प्रमाणपत्र निरस्त किया गया',
    revoked: (course, number, date) =>
      `"${course}" के लिए आपका प्रमाणपत्र (संख्या ${number}) ${date} को निरस्त किया गया। इसके सत्यापन पृष्ठ पर अब यह निरस्त दिखाया जाता है।`,
    revokedReason: (reason) => `कारण: ${reason}`,
    revokedNext: 'यदि आपके कोई प्रश्न हों, तो कृपया संस्थान को उत्तर दें।',
  },
};

function dashboardLink(publicUrl: string, texts: CertificateTexts) {
  return { url: `${publicUrl.replace(/\/+$/, '')}/dashboard`, label: texts.openMyCourses };
}

/** The applicant's course is marked completed. */
export function completionMail(subject: MailSubject): OutgoingMail {
  const texts = TEXTS[subject.language];
  const course = contentIn(subject.language, subject.courseName, subject.courseNameHi);
  return mail(
    subject.language,
    subject.to,
    texts.completedSubject,
    [texts.dear(subject.participantName), texts.completed(course), texts.certificateToFollow],
    dashboardLink(subject.publicUrl, texts),
  );
}

/** The certificate can be opened from My Courses (first issue, or new files for the same certificate). */
export function certificateReadyMail(
  subject: MailSubject & { certificateNumber: string; replaced: boolean; reissued?: boolean },
): OutgoingMail {
  const texts = TEXTS[subject.language];
  const course = contentIn(subject.language, subject.courseName, subject.courseNameHi);
  const [title, news] = subject.reissued
    ? [texts.reissuedSubject, texts.reissued(course, subject.certificateNumber)]
    : subject.replaced
      ? [texts.updatedSubject, texts.updated(course, subject.certificateNumber)]
      : [texts.readySubject, texts.ready(course, subject.certificateNumber)];
  return mail(
    subject.language,
    subject.to,
    title,
    [texts.dear(subject.participantName), news, texts.whereToOpen],
    dashboardLink(subject.publicUrl, texts),
  );
}

/** The certificate was revoked (issue 19): when, and the reason staff gave. */
export function certificateRevokedMail(
  subject: MailSubject & { certificateNumber: string; reason: string; revokedOn: string },
): OutgoingMail {
  const texts = TEXTS[subject.language];
  const course = contentIn(subject.language, subject.courseName, subject.courseNameHi);
  return mail(
    subject.language,
    subject.to,
    texts.revokedSubject,
    [
      texts.dear(subject.participantName),
      texts.revoked(course, subject.certificateNumber, formatCertificateDate(subject.revokedOn, subject.language)),
      texts.revokedReason(subject.reason),
      texts.revokedNext,
    ],
    dashboardLink(subject.publicUrl, texts),
  );
}
