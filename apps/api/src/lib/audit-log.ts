import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { users } from '../db/schema/accounts';
import { auditLog } from '../db/schema/system';

export type AuditEntry = {
  actorUserId: number;
  /** What was done, e.g. 'application.status', 'course.create', 'staff.deactivate'. */
  action: string;
  /** The kind of record, e.g. 'application', 'course'. */
  entity: string;
  entityId: number | string;
  from?: unknown;
  to?: unknown;
  note?: string | null;
};

/**
 * Writes one audit row. Call it with the transaction of the change it records, so the change and its
 * audit entry commit together or not at all.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry, now: Date): Promise<void> {
  await executor.insert(auditLog).values({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    from_value: entry.from ?? null,
    to_value: entry.to ?? null,
    note: entry.note ?? null,
    created_at: now,
  });
}

/** The audit entries of one record, oldest first, with the actor's name and e-mail. */
export function listAuditEntries(db: Database, entity: string, entityId: number | string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
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
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(entityId))))
    .orderBy(asc(auditLog.created_at), asc(auditLog.id));
}
