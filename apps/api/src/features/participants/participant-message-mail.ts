import { fillPlaceholders, type TParticipantPlaceholder } from '@iiidem/shared/admin/participants';
import { formatCertificateDate } from '@iiidem/shared/dates';
import type { Language } from '@iiidem/shared/language';
import { escapeHtml, htmlMail } from '../../lib/i18n/mail-html';
import { contentIn, INSTITUTE_NAME } from '../../lib/i18n/texts';
import type { OutgoingMail } from '../../lib/mail/mail-outbox';
import type { ParticipantCourseRecord, ParticipantRecord } from './participants.repository';

/** The template staff wrote: the English text, and the Hindi one ('' when not written). */
export type MessageTemplate = { subject: string; body: string; subject_hi: string; body_hi: string };

/** The placeholder values for one person, in the language of the mail (course name, place and dates). */
export function placeholderValues(
  course: ParticipantCourseRecord,
  participant: Pick<ParticipantRecord, 'name'>,
  language: Language,
): Record<TParticipantPlaceholder, string> {
  return {
    name: participant.name,
    course: contentIn(language, course.course_name, course.course_name_hi),
    held_from: course.held_from ? formatCertificateDate(course.held_from, language) : '',
    held_to: course.held_to ? formatCertificateDate(course.held_to, language) : '',
    location: contentIn(language, course.location ?? '', course.location_hi),
  };
}

/** The language a person's mail is written in: Hindi only when staff wrote the Hindi text. */
export function mailLanguage(template: MessageTemplate, language: Language): Language {
  return language === 'hi' && template.subject_hi.trim() !== '' && template.body_hi.trim() !== '' ? 'hi' : 'en';
}

/** One person's mail from the template, in `language`, signed by the institute. */
export function participantMessageMail(
  template: MessageTemplate,
  course: ParticipantCourseRecord,
  participant: Pick<ParticipantRecord, 'name' | 'email'>,
  language: Language,
): OutgoingMail {
  const values = placeholderValues(course, participant, language);
  const subject = fillPlaceholders(language === 'hi' ? template.subject_hi : template.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const body = fillPlaceholders(language === 'hi' ? template.body_hi : template.body, values).trim();
  const signature = INSTITUTE_NAME[language];
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    to: participant.email,
    subject,
    text: [...paragraphs, signature].join('\n\n'),
    html: htmlMail(language, [...paragraphs.map(escapeHtml), escapeHtml(signature)], 'white-space: pre-line'),
  };
}
