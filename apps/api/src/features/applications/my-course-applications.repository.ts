import type { TMyCourseApplication } from '@iiidem/shared/courses/my-course-applications';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema/applications';

/** Every application of a user, one per course (the pair is unique), by course id. */
export async function findMyCourseApplications(db: Database, userId: number): Promise<TMyCourseApplication[]> {
  const rows = await db
    .select({
      course_id: applications.course_id,
      application_id: applications.id,
      application_status: applications.application_status,
      completed_at: applications.completed_at,
    })
    .from(applications)
    .where(eq(applications.user_id, userId))
    .orderBy(asc(applications.course_id));
  return rows.map(({ completed_at, ...row }) => ({ ...row, completed: completed_at !== null }));
}
