import {
  APPLICATION_COUNT_CAP,
  APPLICATION_COURSE_OPTIONS_MAX,
  APPLICATION_EXPORT_MAX_ROWS,
  type TAdminApplicationRow,
  type TApplicationFilters,
  type TApplicationSort,
  type TSortOrder,
} from '@iiidem/shared/admin/applications';
import { ADMIN_PAGE_SIZE } from '@iiidem/shared/admin/limits';
import { APPLICATION_STATUS, type ApplicationStatus } from '@iiidem/shared/constants';
import { istDayEnd, istDayStart } from '@iiidem/shared/dates';
import type { Language } from '@iiidem/shared/language';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { programTypes } from '../../db/schema/reference';

/** The SQL of the back office's applications list, CSV export and status changes (no HTTP here). */

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Applications whose applicant (account) or nomination form has `q` in a first or last name, the full name
 * or an e-mail: `q` within applications.search_text, which triggers keep (migration 0004), found through its
 * trigram index on the applications table alone, instead of ORed ILIKEs over three tables. The text's parts
 * are joined by chr(1), a control character, which the API refuses in `q` (400): what is found lies within
 * one part.
 */
function searchCondition(q: string): SQL {
  return ilike(applications.search_text, containsPattern(q));
}

/**
 * The filters as conditions on the applications table alone (the course's program type through an `IN`
 * subquery; the applicant's type and the searched names are kept on the row), so counting and choosing a
 * page's ids need no join.
 */
function filterConditions(filters: TApplicationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.course_id !== undefined) conditions.push(eq(applications.course_id, filters.course_id));
  if (filters.program_type_id !== undefined) {
    const ofType = selectWhere(courses.id, courses, eq(courses.program_type_id, filters.program_type_id));
    conditions.push(inArray(applications.course_id, ofType));
  }
  if (filters.status !== undefined) conditions.push(eq(applications.application_status, filters.status));
  if (filters.user_type !== undefined) conditions.push(eq(applications.user_type, filters.user_type));
  if (filters.completed !== undefined) {
    conditions.push(filters.completed ? isNotNull(applications.completed_at) : isNull(applications.completed_at));
  }
  if (filters.from) conditions.push(gte(applications.created_at, istDayStart(filters.from)));
  if (filters.to) conditions.push(lt(applications.created_at, istDayEnd(filters.to)));
  if (filters.q) conditions.push(searchCondition(filters.q));
  return and(...conditions);
}

/** `select <column> from <table> where <condition>`, for an IN subquery. */
function selectWhere(column: AnyColumn, table: typeof courses, condition: SQL): SQL {
  return sql`(select ${column} from ${table} where ${condition})`;
}

function orderBy(sort: TApplicationSort, order: TSortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const columns: Record<TApplicationSort, SQL[]> = {
    created_at: [direction(applications.created_at)],
    name: [direction(sql`lower(${users.first_name})`), direction(sql`lower(${users.last_name})`)],
    course: [direction(sql`lower(${courses.course_name})`)],
    status: [direction(applications.application_status)],
  };
  // The id breaks ties, so equal values keep one order from page to page.
  return [...columns[sort], direction(applications.id)];
}

const rowColumns = {
  id: applications.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email_id,
  user_type: users.user_type,
  course_id: courses.id,
  course_name: courses.course_name,
  program_type_id: courses.program_type_id,
  program_type: programTypes.program_name,
  status: applications.application_status,
  status_note: applications.status_note,
  created_at: applications.created_at,
  completed_at: applications.completed_at,
};

/** A list row reads the application with its applicant, course and program type. */
function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id));
}

type RawRow = Omit<TAdminApplicationRow, 'created_at' | 'completed_at'> & {
  created_at: Date;
  completed_at: Date | null;
};

function toRow(row: RawRow): TAdminApplicationRow {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

type Slice = {
  filters: TApplicationFilters;
  sort: TApplicationSort;
  order: TSortOrder;
  limit: number;
  offset: number;
};

/**
 * The rows of one slice of the sorted, filtered list. The slice's ids are chosen first on the applications
 * table alone (joined to the applicant or the course only to sort by them), read from the sort's index, and
 * only those rows are then joined: skipped rows are never joined.
 */
/**
 * Joins the applicant or the course when the list is sorted by their name. The query selects chosen
 * columns, so a join leaves its rows' shape as it was (hence the cast).
 */
function joinedForSort<T extends PgSelect>(query: T, sort: TApplicationSort): T {
  if (sort === 'name') return query.innerJoin(users, eq(users.id, applications.user_id)) as unknown as T;
  if (sort === 'course') return query.innerJoin(courses, eq(courses.id, applications.course_id)) as unknown as T;
  return query;
}

function sliceIds(db: Database, slice: Slice) {
  return joinedForSort(db.select({ id: applications.id }).from(applications).$dynamic(), slice.sort)
    .where(filterConditions(slice.filters))
    .orderBy(...orderBy(slice.sort, slice.order))
    .limit(slice.limit)
    .offset(slice.offset);
}

/** The list rows of these applications (ids, or a query of ids), in the slice's order. */
async function rowsOf(db: Database, ids: number[] | SQL | ReturnType<typeof sliceIds>, slice: Slice) {
  const rows = await withJoins(db.select(rowColumns).from(applications).$dynamic())
    .where(inArray(applications.id, ids))
    .orderBy(...orderBy(slice.sort, slice.order));
  return rows.map(toRow);
}

async function findSlice(db: Database, slice: Slice): Promise<TAdminApplicationRow[]> {
  return rowsOf(db, sliceIds(db, slice), slice);
}

/**
 * A page of a search with its count from one query (`count(*) over ()`): a search collects every match
 * before sorting anyway, so counting them there costs nothing, where a separate count would collect them
 * all a second time. The matches and their count come from a subquery named like the table (so the sort and
 * its joins read it unchanged), which PostgreSQL plans on its own (a subquery with a window function is
 * never merged into the outer query): it reads the matches through the search's trigram index. Merged, the
 * planner would walk the sort's index over every application instead, expecting the LIMIT to stop it early,
 * which the count does not allow (240 ms for a common name at 100× data, against 15 ms).
 */
async function findSearchPage(db: Database, slice: Slice) {
  const matches = db
    .select({
      id: applications.id,
      user_id: applications.user_id,
      course_id: applications.course_id,
      application_status: applications.application_status,
      created_at: applications.created_at,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(applications)
    .where(filterConditions(slice.filters))
    .as('applications');
  const found = await joinedForSort(
    db.select({ id: applications.id, total: matches.total }).from(matches).$dynamic(),
    slice.sort,
  )
    .orderBy(...orderBy(slice.sort, slice.order))
    .limit(slice.limit)
    .offset(slice.offset);
  // A page past the end has no row to carry the count.
  if (found.length === 0) return { rows: [], ...(await countApplications(db, slice.filters)) };
  const total = found[0]?.total ?? 0;
  const rows = await rowsOf(
    db,
    found.map((row) => row.id),
    slice,
  );
  return total > APPLICATION_COUNT_CAP
    ? { rows, total: APPLICATION_COUNT_CAP, capped: true }
    : { rows, total, capped: false };
}

export type ListOptions = {
  filters: TApplicationFilters;
  sort: TApplicationSort;
  order: TSortOrder;
  page: number;
  pageSize: number;
};

/**
 * How many applications match the filters, counted on the applications table alone and only up to
 * `cap` + 1 rows: `capped` when there are more than `cap` (the count then stops, so it costs at most that
 * many rows however many match).
 */
export async function countApplications(
  db: Database,
  filters: TApplicationFilters,
  cap = APPLICATION_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(applications)
    .where(filterConditions(filters))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ total: count() }).from(matching);
  const total = Number(row?.total ?? 0);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * One page of applications matching the filters, and how many match (see countApplications). The route
 * refuses pages that start beyond APPLICATION_COUNT_CAP rows, so no page skips more than that many.
 */
export async function findApplicationsPage(db: Database, options: ListOptions) {
  const { filters, sort, order, pageSize } = options;
  const offset = (options.page - 1) * pageSize;
  if (filters.q) return findSearchPage(db, { filters, sort, order, limit: pageSize, offset });
  const [rows, counted] = await Promise.all([
    findSlice(db, { filters, sort, order, limit: pageSize, offset }),
    countApplications(db, filters),
  ]);
  return { rows, ...counted };
}

/**
 * The ids of every application matching the filters, in the export's order, or undefined when there are
 * more than APPLICATION_EXPORT_MAX_ROWS (found by a capped count first, so a refused export reads no rows).
 * The ids come from the sort's index without a join; applicationBatches then reads the rows.
 */
export async function findApplicationIdsForExport(
  db: Database,
  filters: TApplicationFilters,
  sort: TApplicationSort = 'created_at',
  order: TSortOrder = 'desc',
): Promise<number[] | undefined> {
  const { capped } = await countApplications(db, filters, APPLICATION_EXPORT_MAX_ROWS);
  if (capped) return undefined;
  const found = await sliceIds(db, { filters, sort, order, limit: APPLICATION_EXPORT_MAX_ROWS, offset: 0 });
  return found.map((row) => row.id);
}

/**
 * Rows one query of the CSV export reads (at 100× data, PostgreSQL still reads 2,000 by key; at 6,000 it
 * scans the tables instead).
 */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * The list rows of these applications, in the order of `ids` (an application gone is left out). The ids
 * come as one array, unnested with their positions: PostgreSQL then knows how many rows it reads and reads
 * each by key, where `id = any(...)` or a list of ids led it to scan whole tables from about 1,000 ids.
 */
async function rowsInOrder(db: Database, ids: readonly number[]): Promise<TAdminApplicationRow[]> {
  const wanted = sql`unnest(${sql.param(ids)}::integer[]) with ordinality as wanted(id, position)`;
  const rows = await withJoins(
    db.select(rowColumns).from(wanted).innerJoin(applications, sql`${applications.id} = wanted.id`).$dynamic(),
  ).orderBy(sql`wanted.position`);
  return rows.map(toRow);
}

/**
 * The list rows of these applications, EXPORT_BATCH_SIZE at a time, in the order of `ids`. The next batch
 * is read while the current one is written (so at most two are held, whatever the export's size); each
 * reads the rows as they are then, and an application gone meanwhile is left out.
 */
export async function* applicationBatches(
  db: Database,
  ids: readonly number[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<TAdminApplicationRow[]> {
  const read = (start: number) => rowsInOrder(db, ids.slice(start, start + batchSize));
  let next = ids.length > 0 ? read(0) : undefined;
  try {
    for (let start = 0; next; start += batchSize) {
      const rows = await next;
      next = start + batchSize < ids.length ? read(start + batchSize) : undefined;
      yield rows;
    }
  } finally {
    // A download stopped midway leaves a read under way: its failure, if any, has no one to tell.
    next?.catch(() => {});
  }
}

export const DEFAULT_LIST_OPTIONS = { sort: 'created_at', order: 'desc', page: 1, pageSize: ADMIN_PAGE_SIZE } as const;

export type ApplicationForChange = {
  id: number;
  course_id: number;
  status: ApplicationStatus;
  first_name: string;
  last_name: string;
  email: string;
  course_name: string;
  course_name_hi: string;
  /** The applicant's language, the language of the status mail. */
  language: Language;
  /** Completed applications keep their status (the certificate was issued for it). */
  completed: boolean;
};

/**
 * The applications a status change touches, locked until the transaction ends (FOR UPDATE), so two
 * reviewers changing one application at once take turns and each reads the status the other left.
 */
export async function lockApplicationsForChange(tx: Executor, ids: readonly number[]): Promise<ApplicationForChange[]> {
  if (ids.length === 0) return [];
  return selectForChange(tx, ids).for('update', { of: applications });
}

/** The same rows without a lock, for a preview. */
export async function findApplicationsForChange(db: Executor, ids: readonly number[]): Promise<ApplicationForChange[]> {
  if (ids.length === 0) return [];
  return selectForChange(db, ids);
}

function selectForChange(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: applications.id,
      course_id: applications.course_id,
      status: applications.application_status,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email_id,
      course_name: courses.course_name,
      course_name_hi: courses.course_name_hi,
      language: users.language,
      completed: sql<boolean>`${applications.completed_at} is not null`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .where(inArray(applications.id, [...ids]))
    .orderBy(asc(applications.id));
}

/**
 * Sets the status and note only while the status is still `from` (an optimistic check on top of the lock);
 * answers false when it was not.
 */
export async function updateApplicationStatus(
  tx: Executor,
  change: { id: number; from: ApplicationStatus; to: ApplicationStatus; note: string | null; now: Date },
): Promise<boolean> {
  const updated = await tx
    .update(applications)
    .set({
      application_status: change.to,
      status_note: change.note,
      updated_at: change.now,
      // The waitlist's order (issue 19): when it last went there.
      waitlisted_at: change.to === APPLICATION_STATUS.waitlisted ? change.now : null,
    })
    .where(and(eq(applications.id, change.id), eq(applications.application_status, change.from)))
    .returning({ id: applications.id });
  return updated.length === 1;
}

/**
 * The course filter's options: at most APPLICATION_COURSE_OPTIONS_MAX courses that have applications
 * (published or not), newest start first, whose name contains `q` (through the trigram index) when given,
 * and the course `courseId` (the one chosen) whatever `q` is. Each course is checked with one EXISTS through
 * the applications' course index, walking the courses from the newest start, so the answer stays a few KB.
 */
export async function findCourseOptions(db: Database, options: { q?: string; courseId?: number }) {
  const columns = { id: courses.id, course_name: courses.course_name, start_from: courses.start_from };
  const applied = exists(db.select({ one: sql`1` }).from(applications).where(eq(applications.course_id, courses.id)));
  const found = await db
    .select(columns)
    .from(courses)
    .where(and(applied, options.q ? ilike(courses.course_name, containsPattern(options.q)) : undefined))
    .orderBy(desc(courses.start_from), desc(courses.id))
    .limit(APPLICATION_COURSE_OPTIONS_MAX);
  if (options.courseId === undefined || found.some((course) => course.id === options.courseId)) return found;
  const chosen = await db.select(columns).from(courses).where(eq(courses.id, options.courseId));
  return [...chosen, ...found];
}
