import { isCalendarDate, istCalendarDate } from '../dates';

/**
 * Applications to a course stay open until 23:59:59 IST of its end day (spec 1 §4, §9; product guide):
 * true while the IST calendar date of `now` is not after `endTo` (YYYY-MM-DD).
 */
export function isApplicationWindowOpen(endTo: string, now: Date): boolean {
  if (!isCalendarDate(endTo)) return false;
  return istCalendarDate(now) <= endTo;
}
