import { ATTENDANCE_MESSAGES, type TAttendanceMark } from '@iiidem/shared/admin/attendance';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpError } from '../../lib/http-error';
import { deletePresence, insertPresence } from './attendance.repository';
import { readAttendanceSheet } from './read-attendance-sheet';

export const ATTENDANCE_AUDIT_ACTION = 'attendance.save';

/**
 * Saves attendance marks of one course in one transaction with one audit row. Every mark must be for one of the
 * course's approved participants and one of its held days, or nothing is saved (400 naming the mark).
 */
export async function saveAttendance(
  db: Database,
  input: { courseId: number; actorUserId: number; marks: readonly TAttendanceMark[] },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const sheet = await readAttendanceSheet(tx, input.courseId, now);
    if (sheet.days.length === 0) throw new HttpError(409, ATTENDANCE_MESSAGES.noHeldDates);
    const days = new Set(sheet.days);
    const participants = new Set(sheet.participants.map((row) => row.application_id));
    const errors: { path: string; msg: string }[] = [];
    input.marks.forEach((mark, index) => {
      if (!participants.has(mark.application_id)) {
        errors.push({ path: `marks.${index}.application_id`, msg: ATTENDANCE_MESSAGES.notParticipant });
      }
      if (!days.has(mark.day))
        errors.push({ path: `marks.${index}.day`, msg: ATTENDANCE_MESSAGES.dayOutsideHeldDates });
    });
    const first = errors[0];
    if (first) throw new HttpError(400, first.msg, errors.slice(0, 20));

    // The last mark of a pair wins, as the screen sends them in the order they were made.
    const latest = new Map<string, TAttendanceMark>();
    for (const mark of input.marks) latest.set(`${mark.application_id}|${mark.day}`, mark);
    const marks = [...latest.values()];
    const pair = (mark: TAttendanceMark) => ({ application_id: mark.application_id, day: mark.day });
    const added = await insertPresence(tx, marks.filter((mark) => mark.present).map(pair), input.actorUserId, now);
    const removed = await deletePresence(tx, marks.filter((mark) => !mark.present).map(pair));
    if (added + removed === 0) return;
    await recordAudit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: ATTENDANCE_AUDIT_ACTION,
        entity: 'course',
        entityId: input.courseId,
        from: null,
        to: { marked_present: added, marked_absent: removed },
      },
      now,
    );
  });
}
