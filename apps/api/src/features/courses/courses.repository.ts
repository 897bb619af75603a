import type { TCourse } from '@iiidem/shared/courses/api';
import { and, asc, count, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { programTypes } from '../../db/schema/reference';

/**
 * A course's fields with its program type's name (join programTypes on courses.program_type_id), as the public
 * answers and the back office both show them.
 */
export const COURSE_FIELD_COLUMNS = {
  id: courses.id,
  course_name: courses.course_name,
  course_nameHi: courses.course_name_hi,
  start_from: courses.start_from,
  end_to: courses.end_to,
  held_from: courses.held_from,
  held_to: courses.held_to,
  duration: courses.duration,
  durationHi: courses.duration_hi,
  course_type: courses.course_type,
  course_typeHi: courses.course_type_hi,
  location: courses.location,
  locationHi: courses.location_hi,
  program_type_id: courses.program_type_id,
  program_name: programTypes.program_name,
  program_desc: courses.program_desc,
  program_descHi: courses.program_desc_hi,
  faculty_desc: courses.faculty_desc,
  faculty_descHi: courses.faculty_desc_hi,
  vip_speaker: courses.vip_speaker,
  vip_speaker_desc: courses.vip_speaker_desc,
  vip_speaker_descHi: courses.vip_speaker_desc_hi,
  resource_material: courses.resource_material,
  resource_materialHi: courses.resource_material_hi,
  evaluation_descp: courses.evaluation_descp,
  evaluation_descpHi: courses.evaluation_descp_hi,
  course_hostel_facility: courses.course_hostel_facility,
};

/** The columns a course answer needs. */
const COURSE_COLUMNS = { ...COURSE_FIELD_COLUMNS, created_at: courses.created_at };

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/**
 * A course row's held dates, never null: the database fills them (trigger "courses_fill_held_dates"), the
 * fallback only keeps the types honest.
 */
export function withHeldDates<T extends { end_to: string; held_from: string | null; held_to: string | null }>(
  row: T,
): Omit<T, 'held_from' | 'held_to'> & { held_from: string; held_to: string } {
  const held_from = row.held_from ?? row.end_to;
  return { ...row, held_from, held_to: row.held_to ?? held_from };
}

/** A row as the API's Course: program_type nested, createdAt an ISO timestamp. */
function toCourse({ program_name, created_at, ...row }: CourseRow): TCourse {
  return { ...withHeldDates(row), program_type: { program_name }, createdAt: created_at.toISOString() };
}

function selectCourses(db: Database, where: SQL | undefined) {
  return db
    .select(COURSE_COLUMNS)
    .from(courses)
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id))
    .where(where);
}

export type CoursePage = { courses: TCourse[]; totalData: number };

/** The published courses' page, of every program type or of one, built once per database and reused. */
function prepareCoursePage(db: Database, ofOneType: boolean) {
  const where = and(
    eq(courses.published, true),
    ofOneType ? eq(courses.program_type_id, sql.placeholder('programTypeId')) : undefined,
  );
  return db
    .select({ ...COURSE_COLUMNS, totalData: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(courses)
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id))
    .where(where)
    .orderBy(desc(courses.start_from), asc(courses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(ofOneType ? 'public_courses_of_type' : 'public_courses');
}

type PreparedCoursePage = ReturnType<typeof prepareCoursePage>;
const preparedCoursePages = new WeakMap<Database, { all: PreparedCoursePage; ofType: PreparedCoursePage }>();

/**
 * Published courses, optionally of one program type, newest start first; `page` is 1-based. One query: the
 * total comes with each row (a page past the end asks for the total alone).
 */
export async function findPublishedCourses(
  db: Database,
  options: { programTypeId?: number; page: number; limit: number },
): Promise<CoursePage> {
  let prepared = preparedCoursePages.get(db);
  if (!prepared) {
    prepared = { all: prepareCoursePage(db, false), ofType: prepareCoursePage(db, true) };
    preparedCoursePages.set(db, prepared);
  }
  const ofOneType = options.programTypeId !== undefined;
  const offset = (options.page - 1) * options.limit;
  const rows = await (ofOneType ? prepared.ofType : prepared.all).execute({
    programTypeId: options.programTypeId,
    limit: options.limit,
    offset,
  });
  if (rows.length > 0 || offset === 0) {
    return { courses: rows.map(({ totalData: _, ...row }) => toCourse(row)), totalData: rows[0]?.totalData ?? 0 };
  }
  const where = and(
    eq(courses.published, true),
    ofOneType ? eq(courses.program_type_id, options.programTypeId as number) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(courses).where(where);
  return { courses: [], totalData: total?.value ?? 0 };
}

/** Published courses running on `today` (start_from <= today <= end_to), the soonest to end first. */
export async function findOngoingCourses(db: Database, today: string, limit: number): Promise<TCourse[]> {
  const rows = await selectCourses(
    db,
    and(eq(courses.published, true), lte(courses.start_from, today), gte(courses.end_to, today)),
  )
    .orderBy(asc(courses.end_to), asc(courses.id))
    .limit(limit);
  return rows.map(toCourse);
}

/** Published courses starting after `today`, the soonest first. */
export async function findUpcomingCourses(db: Database, today: string, limit: number): Promise<TCourse[]> {
  const rows = await selectCourses(db, and(eq(courses.published, true), gt(courses.start_from, today)))
    .orderBy(asc(courses.start_from), asc(courses.id))
    .limit(limit);
  return rows.map(toCourse);
}

/** One published course, or undefined. */
export async function findCourseById(db: Database, id: number): Promise<TCourse | undefined> {
  const [row] = await selectCourses(db, and(eq(courses.published, true), eq(courses.id, id))).limit(1);
  return row && toCourse(row);
}
