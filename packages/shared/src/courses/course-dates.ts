import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { INSTITUTE_TIME_ZONE } from '../constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) that `instant` falls on in India Standard Time, whatever the machine's zone. */
export function istCalendarDate(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(INSTITUTE_TIME_ZONE) });
}

/** A course date as the site shows it, day-month-year: '2025-02-21' -> '21-02-2025' (spec 1 §9). */
export function formatCourseDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/**
 * Applications to a course stay open until 23:59:59 IST of its end day (spec 1 §4, §9; product guide):
 * true while the IST calendar date of `now` is not after `endTo` (YYYY-MM-DD).
 */
export function isApplicationWindowOpen(endTo: string, now: Date): boolean {
  if (!ISO_DATE.test(endTo)) return false;
  return istCalendarDate(now) <= endTo;
}
