import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const instant = () => timestamp({ withTimezone: true });

/** Who changed what: one row per back-office or status change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entity_id: text(),
    from_value: jsonb(),
    to_value: jsonb(),
    note: text(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_actor_idx').on(t.actor_user_id),
  ],
);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Mail waits here until sent, so an SMTP outage delays mail but never loses it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    next_attempt_at: instant().notNull().defaultNow(),
    last_error: text(),
    created_at: instant().notNull().defaultNow(),
    sent_at: instant(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    check('mail_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
