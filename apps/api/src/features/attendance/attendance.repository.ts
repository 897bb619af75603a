import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import {
  applicationDomesticDetails,
  applicationInternationalDetails,
  applications,
  certificates,
} from '../../db/schema/applications';
import { attendance } from '../../db/schema/attendance';
import { courses } from '../../db/schema/courses';

/** The SQL of attendance (issue 19): the course's approved participants and the days they were present. */

export type AttendanceCourse = {
  id: number;
  course_name: string;
  held_from: string | null;
  held_to: string | null;
};

export async function findAttendanceCourse(db: Executor, courseId: number): Promise<AttendanceCourse | undefined> {
  const [row] = await db
    .select({
      id: courses.id,
      course_name: courses.course_name,
      held_from: courses.held_from,
      held_to: courses.held_to,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

/** The name as the nomination gave it (domestic or international form), else the account's; blanks left out. */
const nameOf = (title: unknown, first: unknown, middle: unknown, last: unknown) =>
  sql`concat_ws(' ', nullif(trim(${title}), ''), nullif(trim(${first}), ''), nullif(trim(${middle}), ''), nullif(trim(${last}), ''))`;

export type AttendanceParticipantRow = {
  application_id: number;
  name: string;
  completed: boolean;
  certificate_number: string | null;
};

/** The course's approved participants (status approved, completed or not), by name. */
export async function findApprovedParticipants(db: Executor, courseId: number): Promise<AttendanceParticipantRow[]> {
  const name = sql<string>`regexp_replace(coalesce(
      nullif(${nameOf(applicationDomesticDetails.title, applicationDomesticDetails.first_name, applicationDomesticDetails.middle_name, applicationDomesticDetails.last_name)}, ''),
      nullif(${nameOf(applicationInternationalDetails.title, applicationInternationalDetails.first_name, applicationInternationalDetails.middle_name, applicationInternationalDetails.last_name)}, ''),
      ${nameOf(users.title, users.first_name, users.middle_name, users.last_name)}
    ), '\\s+', ' ', 'g')`;
  const rows = await db
    .select({
      application_id: applications.id,
      name,
      completed_at: applications.completed_at,
      certificate_number: certificates.certificate_number,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .leftJoin(applicationDomesticDetails, eq(applicationDomesticDetails.application_id, applications.id))
    .leftJoin(applicationInternationalDetails, eq(applicationInternationalDetails.application_id, applications.id))
    .leftJoin(certificates, and(eq(certificates.application_id, applications.id), isNull(certificates.revoked_at)))
    .where(and(eq(applications.course_id, courseId), eq(applications.application_status, APPLICATION_STATUS.approved)))
    .orderBy(sql`lower(${name})`, asc(applications.id));
  return rows.map((row) => ({
    application_id: row.application_id,
    name: row.name,
    completed: row.completed_at !== null,
    certificate_number: row.certificate_number,
  }));
}

/** The days each of these applications was present on, YYYY-MM-DD in order. */
export async function findPresentDays(db: Executor, applicationIds: readonly number[]): Promise<Map<number, string[]>> {
  const present = new Map<number, string[]>();
  if (applicationIds.length === 0) return present;
  const rows = await db
    .select({ application_id: attendance.application_id, day: attendance.day })
    .from(attendance)
    .where(inArray(attendance.application_id, [...applicationIds]))
    .orderBy(asc(attendance.day));
  for (const row of rows) present.set(row.application_id, [...(present.get(row.application_id) ?? []), row.day]);
  return present;
}

/** Marks present (idempotent): the first marking's author and time are kept. */
export async function insertPresence(
  db: Executor,
  rows: readonly { application_id: number; day: string }[],
  markedBy: number,
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(attendance)
    .values(rows.map((row) => ({ ...row, marked_by: markedBy, marked_at: now })))
    .onConflictDoNothing()
    .returning({ application_id: attendance.application_id });
  return inserted.length;
}

/** Marks absent: removes the rows of these (application, day) pairs. */
export async function deletePresence(
  db: Executor,
  rows: readonly { application_id: number; day: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const pairs = sql.join(
    rows.map((row) => sql`(${row.application_id}::integer, ${row.day}::date)`),
    sql`, `,
  );
  const deleted = await db
    .delete(attendance)
    .where(sql`(${attendance.application_id}, ${attendance.day}) in (${pairs})`)
    .returning({ application_id: attendance.application_id });
  return deleted.length;
}
