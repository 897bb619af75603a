import { istCalendarDate } from '@iiidem/shared/dates';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { courses } from '../../src/db/schema/courses';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Moves a course's dates (issue 19) so that it has been held ('held': applications closed 20 days ago, held
 * 10 to 6 days ago) or is still to be held ('upcoming': applications open, held from 14 days on). Tests apply
 * first, while the window is open, then move the dates.
 */
export async function setCourseHeld(db: Database, courseId: number, when: 'held' | 'upcoming' = 'held') {
  const today = istCalendarDate(new Date());
  const dates =
    when === 'held'
      ? { start_from: addDays(today, -30), end_to: addDays(today, -20), held_from: addDays(today, -10) }
      : { start_from: addDays(today, -5), end_to: addDays(today, 3), held_from: addDays(today, 14) };
  await db
    .update(courses)
    .set({ ...dates, held_to: addDays(dates.held_from, 4) })
    .where(eq(courses.id, courseId));
  return { ...dates, held_to: addDays(dates.held_from, 4) };
}
