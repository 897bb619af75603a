import { ATTENDANCE_MESSAGES, heldDays, type TAttendanceSheet } from '@iiidem/shared/admin/attendance';
import { isCourseHeld } from '@iiidem/shared/admin/certificates';
import { istCalendarDate } from '@iiidem/shared/dates';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../lib/http-error';
import { findApprovedParticipants, findAttendanceCourse, findPresentDays } from './attendance.repository';

/** The attendance sheet of a course: its held days, its approved participants and the days each was present. */
export async function readAttendanceSheet(db: Executor, courseId: number, now: Date): Promise<TAttendanceSheet> {
  const course = await findAttendanceCourse(db, courseId);
  if (!course) throw new HttpError(404, ATTENDANCE_MESSAGES.courseNotFound);
  const days = course.held_from && course.held_to ? heldDays(course.held_from, course.held_to) : [];
  const participants = await findApprovedParticipants(db, courseId);
  const present = await findPresentDays(
    db,
    participants.map((row) => row.application_id),
  );
  const shown = new Set(days);
  return {
    course: {
      ...course,
      course_held: course.held_from ? isCourseHeld(course.held_from, istCalendarDate(now)) : false,
    },
    days,
    participants: participants.map((row) => ({
      ...row,
      present: (present.get(row.application_id) ?? []).filter((day) => shown.has(day)),
    })),
  };
}
