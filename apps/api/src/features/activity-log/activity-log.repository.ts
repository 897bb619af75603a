import { istDayEnd, istDayStart } from '@iiidem/shared/dates';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/system';

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
