import { isCalendarDate, subtractYears } from '../dates';
import { MINIMUM_AGE_YEARS } from '../limits';

/** Date rules of the nomination forms (spec 2 §5). Dates are calendar dates, YYYY-MM-DD, "today" in IST. */

/** The latest birth date of someone who is `years` old on `today` (spec 1 §5: today minus 18 years). */
export function latestBirthDate(today: string, years: number = MINIMUM_AGE_YEARS): string {
  return subtractYears(today, years);
}

/** Spec 2 §5: the date of birth shows an age of at least 18 on `today`. */
export function isAtLeastAge(dob: string, today: string, years: number = MINIMUM_AGE_YEARS): boolean {
  return isCalendarDate(dob) && dob <= latestBirthDate(today, years);
}

/** Spec 2 §5: issue, working-since and previous-programme dates cannot be later than today. */
export function isNotAfter(date: string, today: string): boolean {
  return isCalendarDate(date) && date <= today;
}
