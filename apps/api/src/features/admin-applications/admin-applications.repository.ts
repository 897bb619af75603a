import {
  APPLICATION_EXPORT_MAX_ROWS,
  type TAdminApplicationRow,
  type TApplicationFilters,
  type TApplicationSort,
  type TSortOrder,
} from '@iiidem/shared/admin/applications';
import { ADMIN_PAGE_SIZE } from '@iiidem/shared/admin/limits';
import type { ApplicationStatus } from '@iiidem/shared/constants';
import { istDayEnd, istDayStart } from '@iiidem/shared/dates';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/accounts';
import {
  applications,
  applicationDomesticDetails as domestic,
  applicationInternationalDetails as international,
} from '../../db/schema/applications';
import { courses } from '../../db/schema/courses';
import { programTypes } from '../../db/schema/reference';

/** The SQL of the back office's applications list, CSV export and status changes (no HTTP here). */

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(users.first_name, pattern),
    ilike(users.last_name, pattern),
    ilike(users.email_id, pattern),
    ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
    ilike(domestic.first_name, pattern),
    ilike(domestic.last_name, pattern),
    ilike(domestic.email_id, pattern),
    ilike(international.first_name, pattern),
    ilike(international.last_name, pattern),
    ilike(international.primary_email, pattern),
  );
}

function filterConditions(filters: TApplicationFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.course_id !== undefined) conditions.push(eq(applications.course_id, filters.course_id));
  if (filters.program_type_id !== undefined) conditions.push(eq(courses.program_type_id, filters.program_type_id));
  if (filters.status !== undefined) conditions.push(eq(applications.application_status, filters.status));
  if (filters.user_type !== undefined) conditions.push(eq(users.user_type, filters.user_type));
  if (filters.completed !== undefined) {
    conditions.push(filters.completed ? isNotNull(applications.completed_at) : isNull(applications.completed_at));
  }
  if (filters.from) conditions.push(gte(applications.created_at, istDayStart(filters.from)));
  if (filters.to) conditions.push(lt(applications.created_at, istDayEnd(filters.to)));
  if (filters.q) conditions.push(searchCondition(filters.q));
  return and(...conditions);
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

/** Every list query reads the application with its applicant, course, program type and nomination names. */
function withJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(courses, eq(courses.id, applications.course_id))
    .innerJoin(programTypes, eq(programTypes.id, courses.program_type_id))
    .leftJoin(domestic, eq(domestic.application_id, applications.id))
    .leftJoin(international, eq(international.application_id, applications.id));
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

export type ListOptions = {
  filters: TApplicationFilters;
  sort: TApplicationSort;
  order: TSortOrder;
  page: number;
  pageSize: number;
};

/** One page of applications matching the filters, and how many match in all. */
export async function findApplicationsPage(db: Database, options: ListOptions) {
  const where = filterConditions(options.filters);
  const [rows, totals] = await Promise.all([
    withJoins(db.select(rowColumns).from(applications).$dynamic())
      .where(where)
      .orderBy(...orderBy(options.sort, options.order))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    withJoins(db.select({ total: count() }).from(applications).$dynamic()).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(totals[0]?.total ?? 0) };
}

/**
 * Every application matching the filters for the CSV export, at most APPLICATION_EXPORT_MAX_ROWS + 1 (one
 * more than allowed, so the caller can tell the export would be too long).
 */
export async function findApplicationsForExport(
  db: Database,
  filters: TApplicationFilters,
  sort: TApplicationSort = 'created_at',
  order: TSortOrder = 'desc',
): Promise<TAdminApplicationRow[]> {
  const rows = await withJoins(db.select(rowColumns).from(applications).$dynamic())
    .where(filterConditions(filters))
    .orderBy(...orderBy(sort, order))
    .limit(APPLICATION_EXPORT_MAX_ROWS + 1);
  return rows.map(toRow);
}

export const DEFAULT_LIST_OPTIONS = { sort: 'created_at', order: 'desc', page: 1, pageSize: ADMIN_PAGE_SIZE } as const;

export type ApplicationForChange = {
  id: number;
  status: ApplicationStatus;
  first_name: string;
  last_name: string;
  email: string;
  course_name: string;
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
      status: applications.application_status,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email_id,
      course_name: courses.course_name,
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
    .set({ application_status: change.to, status_note: change.note, updated_at: change.now })
    .where(and(eq(applications.id, change.id), eq(applications.application_status, change.from)))
    .returning({ id: applications.id });
  return updated.length === 1;
}

/** The courses that have applications (published or not), newest start first, for the list's course filter. */
export function findCoursesWithApplications(db: Database) {
  return db
    .selectDistinct({ id: courses.id, course_name: courses.course_name, start_from: courses.start_from })
    .from(courses)
    .innerJoin(applications, eq(applications.course_id, courses.id))
    .orderBy(desc(courses.start_from), asc(courses.id));
}
