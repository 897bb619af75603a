import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    /** The row is deleted once sent: the last mail to an erased account (issue 17) must not keep its address. */
    erase_when_sent: boolean().notNull().default(false),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    check('mail_outbox_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/**
 * Uploaded files when the portal runs on a PostgreSQL server (DATABASE_URL), so every instance reads what
 * any instance wrote. `key` is the file's path in the store: '<area>/<name>' for a public file (served at
 * /files/<key>), the private key for a private one. The embedded default keeps files in DATA_DIR/files.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    visibility: text().$type<FileVisibility>().notNull(),
    key: text().notNull(),
    content_type: text().notNull(),
    data: bytea().notNull(),
    size: integer().notNull(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visibility, t.key] }),
    check('stored_files_visibility_valid', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/** Request counters of the per-address rate limits, shared by every instance; a row lives one window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expires_at: instant().notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expires_at)],
);
