import type { TCoordinator } from '@iiidem/shared/admin/review-aids';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { courses } from '../../db/schema/courses';
import { courseCoordinators, staffNotificationSettings } from '../../db/schema/review-aids';

const person = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email_id,
};

function toCoordinator(row: { id: number; first_name: string; last_name: string; email: string }): TCoordinator {
  return { id: row.id, name: `${row.first_name} ${row.last_name}`, email: row.email };
}

export async function courseExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return Boolean(row);
}

/** The course's coordinators, by name. */
export async function listCoordinators(db: Executor, courseId: number): Promise<TCoordinator[]> {
  const rows = await db
    .select(person)
    .from(courseCoordinators)
    .innerJoin(users, eq(users.id, courseCoordinators.user_id))
    .where(eq(courseCoordinators.course_id, courseId))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  return rows.map(toCoordinator);
}

/** Active staff and admin accounts: who may coordinate a course. */
export async function listActiveStaff(db: Executor): Promise<TCoordinator[]> {
  const rows = await db
    .select(person)
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), eq(users.active, true)))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  return rows.map(toCoordinator);
}

/** How many of the ids are active staff or admin accounts. */
export async function countActiveStaff(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), inArray(users.role, ['staff', 'admin']), eq(users.active, true)));
  return rows.length;
}

/** Replaces the course's coordinators. */
export async function replaceCoordinators(tx: Executor, courseId: number, userIds: readonly number[]): Promise<void> {
  await tx.delete(courseCoordinators).where(eq(courseCoordinators.course_id, courseId));
  if (userIds.length > 0) {
    await tx.insert(courseCoordinators).values(userIds.map((user_id) => ({ course_id: courseId, user_id })));
  }
}

export async function findNotificationSettings(db: Executor, userId: number): Promise<{ new_applications: boolean }> {
  const [row] = await db
    .select({ new_applications: staffNotificationSettings.new_applications })
    .from(staffNotificationSettings)
    .where(eq(staffNotificationSettings.user_id, userId))
    .limit(1);
  return { new_applications: row?.new_applications ?? false };
}

export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  settings: { new_applications: boolean },
): Promise<void> {
  await db
    .insert(staffNotificationSettings)
    .values({ user_id: userId, ...settings })
    .onConflictDoUpdate({ target: staffNotificationSettings.user_id, set: settings });
}
