import type { TAdminCourse, TCourseInput } from '@iiidem/shared/admin/courses';
import { count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { hindiColumns } from '../../db/hindi-values';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { programTypes } from '../../db/schema/reference';
import { searchText } from '../../db/schema/search-text';
import { COURSE_FIELD_COLUMNS, withHeldDates } from './courses.repository';

/** Back-office reads and writes of courses, published or not; writes take the caller's transaction. */

const ADMIN_COURSE_COLUMNS = {
  ...COURSE_FIELD_COLUMNS,
  published: courses.published,
  applications:
    sql<number>`(select count(*) from ${applications} where ${applications.course_id} = ${courses.id})`.mapWith(Number),
  capacity: courses.capacity,
  // Seats left (issue 19): the capacity less the approved applications (never below 0), null when unlimited.
  seats_left: sql<
    number | null
  >`case when ${courses.capacity} is null then null else greatest(0, ${courses.capacity} - (select count(*) from ${applications} where ${applications.course_id} = ${courses.id} and ${applications.application_status} = 2))::integer end`,
  created_at: courses.created_at,
  updated_at: courses.updated_at,
};

function selectAdminCourses(executor: Executor) {
  return executor
    .select(ADMIN_COURSE_COLUMNS)
    .from(courses)
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id));
}

type Row = Awaited<ReturnType<typeof selectAdminCourses>>[number];

function toAdminCourse({ created_at, updated_at, ...row }: Row): TAdminCourse {
  return { ...withHeldDates(row), createdAt: created_at.toISOString(), updatedAt: updated_at.toISOString() };
}

/** Courses whose name, in English or Hindi, contains `search` (any case), the newest first. */
export async function listAdminCourses(
  db: Database,
  options: { search?: string; limit: number; offset: number },
): Promise<{ items: TAdminCourse[]; totalData: number }> {
  // The name search is answered by the trigram index courses_name_search_idx.
  const where = options.search
    ? ilike(searchText(courses.course_name, courses.course_name_hi), options.search)
    : undefined;
  // The page's ids first, so the applications are counted for the page's rows only, not the skipped ones.
  const pageIds = db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(desc(courses.id))
    .limit(options.limit)
    .offset(options.offset);
  const [rows, [total]] = await Promise.all([
    selectAdminCourses(db).where(inArray(courses.id, pageIds)).orderBy(desc(courses.id)),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { items: rows.map(toAdminCourse), totalData: total?.n ?? 0 };
}

export async function findAdminCourse(executor: Executor, id: number): Promise<TAdminCourse | undefined> {
  const [row] = await selectAdminCourses(executor).where(eq(courses.id, id)).limit(1);
  return row && toAdminCourse(row);
}

export async function programTypeExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: programTypes.id }).from(programTypes).where(eq(programTypes.id, id));
  return row !== undefined;
}

export async function insertCourse(executor: Executor, input: TCourseInput): Promise<number> {
  const [row] = await executor.insert(courses).values(hindiColumns(input)).returning({ id: courses.id });
  if (!row) throw new Error('The course insert returned no row.');
  return row.id;
}

/** Saves a course's fields (all of them, or only `published`); false when there is no such course. */
export async function updateCourseRow(
  executor: Executor,
  id: number,
  values: TCourseInput | { published: boolean },
): Promise<boolean> {
  const rows = await executor
    .update(courses)
    .set(hindiColumns(values))
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export async function deleteCourseRow(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}
