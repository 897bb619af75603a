import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { trainings } from '../../db/schema/trainings';

export type IndexedRecord = { id: number; updatedAt: Date };

/** Every published course, by id, with when it last changed. */
export function findPublishedCourseDates(db: Database): Promise<IndexedRecord[]> {
  return db
    .select({ id: courses.id, updatedAt: courses.updated_at })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.id));
}

/** Every published training, by id, with when it last changed. */
export function findPublishedTrainingDates(db: Database): Promise<IndexedRecord[]> {
  return db
    .select({ id: trainings.id, updatedAt: trainings.updated_at })
    .from(trainings)
    .where(eq(trainings.published, true))
    .orderBy(asc(trainings.id));
}
