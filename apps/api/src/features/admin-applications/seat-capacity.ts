import { APPLICATION_MESSAGES, type TBulkPreviewItem, type TCourseSeats } from '@iiidem/shared/admin/applications';
import { APPLICATION_STATUS } from '@iiidem/shared/constants';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { HttpError } from '../../lib/http-error';
import { type ApplicationForChange, lockApplicationsForChange } from './admin-applications.repository';
import { applyChange, type StatusChange } from './status-change';

/**
 * Seats (issue 19): a course with a capacity takes at most that many approved applications (completed ones
 * included: they had a seat). Every approval locks the course's row (FOR UPDATE) before counting, so two
 * staff approving the last seat at once take turns and the second finds the course full. Locks are always
 * taken applications first, then courses (each in id order), as the status changes do, so no two changes
 * wait on each other in a circle.
 */

/** Seats left per course id: a number, or null when the course has no capacity (unlimited). */
export type SeatsLeft = Map<number, number | null>;

/** Locks these courses' rows until the transaction ends and answers how many seats each has left. */
export async function lockSeatsLeft(tx: Executor, courseIds: readonly number[]): Promise<SeatsLeft> {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const locked = await tx
    .select({ id: courses.id, capacity: courses.capacity })
    .from(courses)
    .where(inArray(courses.id, ids))
    .orderBy(asc(courses.id))
    .for('update');
  const approved = await approvedCounts(tx, ids);
  return new Map(
    locked.map((course) => [
      course.id,
      course.capacity === null ? null : Math.max(0, course.capacity - (approved.get(course.id) ?? 0)),
    ]),
  );
}

/** The same without a lock, for a preview. */
export async function readSeatsLeft(db: Executor, courseIds: readonly number[]): Promise<SeatsLeft> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: courses.id, capacity: courses.capacity })
    .from(courses)
    .where(inArray(courses.id, ids));
  const approved = await approvedCounts(db, ids);
  return new Map(
    found.map((course) => [
      course.id,
      course.capacity === null ? null : Math.max(0, course.capacity - (approved.get(course.id) ?? 0)),
    ]),
  );
}

async function approvedCounts(db: Executor, courseIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ course_id: applications.course_id, n: count() })
    .from(applications)
    .where(
      and(
        inArray(applications.course_id, [...courseIds]),
        eq(applications.application_status, APPLICATION_STATUS.approved),
      ),
    )
    .groupBy(applications.course_id);
  return new Map(rows.map((row) => [row.course_id, Number(row.n)]));
}

/** Refuses (409) approving one more application of a course without a seat left; locks the course. */
export async function assertSeatFree(tx: Executor, courseId: number): Promise<void> {
  const left = (await lockSeatsLeft(tx, [courseId])).get(courseId);
  if (left === 0) {
    const [course] = await tx.select({ capacity: courses.capacity }).from(courses).where(eq(courses.id, courseId));
    throw new HttpError(409, APPLICATION_MESSAGES.courseFull(course?.capacity ?? 0));
  }
}

/**
 * A bulk approval's seats, item by item in the order given: an item takes a seat while its course has one;
 * beyond that it goes to the waitlist (new_status 4), or, when it is already waitlisted, is skipped as
 * 'course_full'. Other statuses take no seat and are left as planned. `seatsLeft` is used up as it goes.
 */
export function planSeats(
  items: TBulkPreviewItem[],
  rows: Map<number, ApplicationForChange>,
  seatsLeft: SeatsLeft,
  status: number,
): TBulkPreviewItem[] {
  return items.map((item) => {
    const row = rows.get(item.id);
    if (status !== APPLICATION_STATUS.approved || !item.will_change || !row) return item;
    const left = seatsLeft.get(row.course_id) ?? null;
    if (left === null) return item;
    if (left > 0) {
      seatsLeft.set(row.course_id, left - 1);
      return item;
    }
    if (row.status === APPLICATION_STATUS.waitlisted) {
      return { ...item, will_change: false, skip_reason: 'course_full', new_status: null };
    }
    return { ...item, new_status: APPLICATION_STATUS.waitlisted };
  });
}

/** The waitlist's order: when each went there (older rows without the time: when last changed), then id. */
const waitlistOrder = [
  asc(sql`coalesce(${applications.waitlisted_at}, ${applications.updated_at})`),
  asc(applications.id),
];

function firstWaitlisted(db: Executor, courseId: number) {
  return db
    .select({ id: applications.id, first_name: users.first_name, last_name: users.last_name })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(
      and(
        eq(applications.course_id, courseId),
        eq(applications.application_status, APPLICATION_STATUS.waitlisted),
        isNull(applications.completed_at),
      ),
    )
    .orderBy(...waitlistOrder)
    .limit(1);
}

/** A course's seats and its first waitlisted application; undefined for an unknown course. */
export async function readCourseSeats(db: Executor, courseId: number): Promise<TCourseSeats | undefined> {
  const [course] = await db
    .select({ id: courses.id, course_name: courses.course_name, capacity: courses.capacity })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return undefined;
  const [counts] = await db
    .select({
      approved:
        sql<number>`count(*) filter (where ${applications.application_status} = ${APPLICATION_STATUS.approved})`.mapWith(
          Number,
        ),
      waitlisted:
        sql<number>`count(*) filter (where ${applications.application_status} = ${APPLICATION_STATUS.waitlisted} and ${applications.completed_at} is null)`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .where(eq(applications.course_id, courseId));
  const approved = counts?.approved ?? 0;
  const [first] = await firstWaitlisted(db, courseId);
  return {
    course_id: course.id,
    course_name: course.course_name,
    capacity: course.capacity,
    approved,
    seats_left: course.capacity === null ? null : Math.max(0, course.capacity - approved),
    waitlisted: counts?.waitlisted ?? 0,
    first_waitlisted: first ? { id: first.id, name: `${first.first_name} ${first.last_name}` } : null,
  };
}

/**
 * Promotes the course's first waitlisted application to Approved (the applicant gets the promotion mail),
 * in one transaction. `expectedId` is the one the reviewer saw first. 404 for an unknown course; 409 when no
 * seat is free, the waitlist is empty, or `expectedId` is no longer first.
 */
export async function promoteFirstWaitlisted(
  db: Database,
  courseId: number,
  expectedId: number,
  change: Omit<StatusChange, 'status'>,
  now: Date,
): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw new HttpError(404, APPLICATION_MESSAGES.courseNotFound);
    const [first] = await firstWaitlisted(tx, courseId);
    if (!first) throw new HttpError(409, APPLICATION_MESSAGES.waitlistEmpty);
    if (first.id !== expectedId) throw new HttpError(409, APPLICATION_MESSAGES.waitlistMoved);
    // The application first, then the course (the order every status change locks in).
    const [row] = await lockApplicationsForChange(tx, [first.id]);
    if (!row || row.status !== APPLICATION_STATUS.waitlisted || row.completed) {
      throw new HttpError(409, APPLICATION_MESSAGES.waitlistMoved);
    }
    if ((await lockSeatsLeft(tx, [courseId])).get(courseId) === 0) {
      throw new HttpError(409, APPLICATION_MESSAGES.noSeatFree);
    }
    // Still first once locked: another promotion may have taken it meanwhile.
    const [stillFirst] = await firstWaitlisted(tx, courseId);
    if (stillFirst?.id !== row.id) throw new HttpError(409, APPLICATION_MESSAGES.waitlistMoved);
    if (!(await applyChange(tx, row, { ...change, status: APPLICATION_STATUS.approved }, now))) {
      throw new HttpError(409, APPLICATION_MESSAGES.waitlistMoved);
    }
    return { id: row.id, name: `${row.first_name} ${row.last_name}` };
  });
}
