import { formatCourseDate, istCalendarDate } from '@iiidem/shared/dates';
import type { Language } from '@iiidem/shared/language';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import type { Executor } from '../../db/executor';
import { applicationStatusText, contentIn } from '../../lib/i18n/texts';
import { ACKNOWLEDGEMENT_FIELDS, ACKNOWLEDGEMENT_TEXTS } from './acknowledgement-texts';
import { findNominationDetails, type MyApplicationRow } from './applications.repository';
import { renderAcknowledgement } from './render-acknowledgement';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The days the course is held (issue 19), else its window's dates for a course written before them. */
export function courseDays(course: MyApplicationRow['course']): { from: string; to: string } {
  return { from: course.held_from ?? course.start_from, to: course.held_to ?? course.end_to };
}

/**
 * The acknowledgement PDF of an application (issue 17): its number, the day it was submitted, its status, the
 * course and the nomination's main fields, in `language`.
 */
export async function buildAcknowledgement(
  db: Executor,
  row: MyApplicationRow,
  language: Language,
  now: Date,
): Promise<{ pdf: Buffer; fileName: string }> {
  const texts = ACKNOWLEDGEMENT_TEXTS[language];
  const details = (await findNominationDetails(db, row.form, row.id)) ?? {};
  const applicationNumber = formatApplicationNumber(row.id, row.created_at);
  const days = courseDays(row.course);
  const name = ['title', 'first_name', 'middle_name', 'last_name']
    .map((field) => text(details[field]))
    .filter(Boolean)
    .join(' ');
  const shown = (field: string): string => {
    const value = text(details[field]);
    if (field === 'gender') return texts.gender[value] ?? value;
    if (field === 'hostel_facility') return texts.yesNo[value] ?? value;
    if (field === 'dob') return value ? formatCourseDate(value) : '';
    return value;
  };
  const courseName = contentIn(language, row.course.course_name, row.course.course_name_hi);
  const pdf = await renderAcknowledgement({
    language,
    applicationNumber,
    courseName,
    generatedOn: istCalendarDate(now),
    rows: [
      { label: texts.labels.number, value: applicationNumber },
      { label: texts.labels.submitted, value: formatCourseDate(istCalendarDate(row.created_at)) },
      { label: texts.labels.status, value: applicationStatusText(language, row.application_status) },
      { label: texts.labels.course, value: courseName },
      { label: texts.labels.held, value: texts.held(days.from, days.to) },
      { label: texts.labels.location, value: contentIn(language, text(row.course.location), row.course.location_hi) },
      { label: texts.labels.name, value: name },
      ...ACKNOWLEDGEMENT_FIELDS[row.form].map(({ label, field }) => ({
        label: texts.labels[label],
        value: shown(field),
      })),
    ],
  });
  return { pdf, fileName: `acknowledgement-${applicationNumber.replaceAll('/', '-')}.pdf` };
}
