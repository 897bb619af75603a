import { istDayEnd, istDayStart } from '@iiidem/shared/dates';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { pressNews, vacancies } from '../../db/schema/content';
import { courses } from '../../db/schema/courses';
import { people, sitePages } from '../../db/schema/site-content';
import { auditLog } from '../../db/schema/system';
import { trainings } from '../../db/schema/trainings';

export type ActivityFilter = { actor?: number; kind?: string; from?: string; to?: string; before?: number };

export type ActivityRow = {
  id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  from_value: unknown;
  to_value: unknown;
  note: string | null;
  created_at: Date;
  actor_user_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
};

/**
 * One page of audit entries, newest first (by id: entries are written in time order), `limit + 1` rows so the
 * caller knows whether an older page exists. Dates are IST days, both inclusive.
 */
export function listActivity(db: Database, filter: ActivityFilter, limit: number): Promise<ActivityRow[]> {
  const conditions: SQL[] = [];
  if (filter.actor !== undefined) conditions.push(eq(auditLog.actor_user_id, filter.actor));
  if (filter.kind !== undefined) conditions.push(eq(auditLog.entity, filter.kind));
  if (filter.from !== undefined) conditions.push(gte(auditLog.created_at, istDayStart(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.created_at, istDayEnd(filter.to)));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      from_value: auditLog.from_value,
      to_value: auditLog.to_value,
      note: auditLog.note,
      created_at: auditLog.created_at,
      actor_user_id: auditLog.actor_user_id,
      actor_first_name: users.first_name,
      actor_last_name: users.last_name,
      actor_email: users.email_id,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
}

/** When each of these applications was submitted (its number is derived from it), by id. */
export async function applicationSubmissions(db: Database, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applications.id, created_at: applications.created_at })
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.created_at]));
}

/** Staff and admins, by name, for the "Person" filter. */
export function listStaffPeople(db: Database) {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email_id })
    .from(users)
    .where(inArray(users.role, ['staff', 'admin']))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

/** The tables whose records the log can name today when its own values do not (a page's draft, a publication). */
const NAMED = {
  site_page: { table: sitePages, id: sitePages.id, name: sitePages.slug },
  course: { table: courses, id: courses.id, name: courses.course_name },
  press_news: { table: pressNews, id: pressNews.id, name: pressNews.news_title },
  vacancy: { table: vacancies, id: vacancies.id, name: vacancies.title },
  training: { table: trainings, id: trainings.id, name: trainings.training_name },
  person: { table: people, id: people.id, name: people.name },
} as const;

/** The current names of the records these entries are about, keyed 'entity:id' (deleted records have none). */
export async function recordNames(db: Database, rows: readonly ActivityRow[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [entity, source] of Object.entries(NAMED)) {
    const ids = [...new Set(rows.filter((row) => row.entity === entity).map((row) => Number(row.entity_id)))].filter(
      (id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647,
    );
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: source.id, name: source.name })
      .from(source.table)
      .where(inArray(source.id, ids));
    for (const row of found) names.set(`${entity}:${row.id}`, row.name);
  }
  return names;
}
