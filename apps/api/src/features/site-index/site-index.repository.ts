import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { sitePageRevisions, sitePages } from '../../db/schema/site-content';
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

export type IndexedPage = { slug: string; builtin: boolean; publishedAt: Date };

/** Every published page staff edit (issue 15), with when it was last published. */
export function findPublishedPageDates(db: Database): Promise<IndexedPage[]> {
  return db
    .select({ slug: sitePages.slug, builtin: sitePages.builtin, publishedAt: sitePageRevisions.published_at })
    .from(sitePages)
    .innerJoin(sitePageRevisions, eq(sitePageRevisions.id, sitePages.published_revision_id))
    .orderBy(asc(sitePages.slug));
}
