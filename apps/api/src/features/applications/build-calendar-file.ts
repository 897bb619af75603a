import type { Language } from '@iiidem/shared/language';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import { createEvent, type DateArray } from 'ics';
import { contentIn } from '../../lib/i18n/texts';
import type { MyApplicationRow } from './applications.repository';
import { courseDays } from './build-acknowledgement';

function dateArray(day: string, addDays = 0): DateArray {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + addDays);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const DESCRIPTION: Record<Language, (number: string) => string> = {
  en: (number) => `Application number: ${number}`,
  hi: (number) => `आवेदन संख्या: ${number}`,
};

/**
 * The calendar file (RFC 5545, written by `ics`) of an approved application's course (issue 17): one all-day
 * event over the days the course is held (the end is exclusive, the day after the last), with a UID of its own
 * so importing it again updates the same event.
 */
export function buildCalendarFile(
  row: MyApplicationRow,
  language: Language,
  publicUrl: string,
  now: Date,
): { ics: string; fileName: string } {
  const days = courseDays(row.course);
  const applicationNumber = formatApplicationNumber(row.id, row.created_at);
  const host = new URL(publicUrl).host || 'iiidem';
  const { error, value } = createEvent({
    productId: 'iiidem/portal',
    uid: `application-${row.id}@${host}`,
    method: 'PUBLISH',
    title: contentIn(language, row.course.course_name, row.course.course_name_hi),
    description: DESCRIPTION[language](applicationNumber),
    location: contentIn(language, row.course.location ?? '', row.course.location_hi) || undefined,
    start: dateArray(days.from),
    end: dateArray(days.to, 1),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    created: now.getTime(),
    lastModified: now.getTime(),
    url: `${publicUrl.replace(/\/$/, '')}/dashboard`,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return { ics: value, fileName: `course-${applicationNumber.replaceAll('/', '-')}.ics` };
}
