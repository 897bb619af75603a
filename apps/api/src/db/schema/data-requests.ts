import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const instant = () => timestamp({ withTimezone: true });

export const DATA_REQUEST_KINDS = ['deletion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * A person's requests about their data (DPDP Act 2023, issue 17): for now, to delete the account. Staff carry a
 * request out (the account is erased: see erase-account.ts) or decline it with a reason. The row holds no personal
 * data itself: once carried out, its user row is the anonymised one.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text().$type<DataRequestKind>().notNull().default('deletion'),
    status: text().$type<DataRequestStatus>().notNull().default('open'),
    requested_at: instant().notNull().defaultNow(),
    closed_at: instant(),
    closed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why staff declined (e.g. a record the law requires the institute to keep). */
    decline_reason: text(),
  },
  (t) => [
    // One open request per person and kind.
    uniqueIndex('data_requests_open_unique').on(t.user_id, t.kind).where(sql`${t.status} = 'open'`),
    index('data_requests_status_idx').on(t.status, t.requested_at),
    check('data_requests_kind_valid', sql`${t.kind} in ('deletion')`),
    check('data_requests_status_valid', sql`${t.status} in ('open', 'done', 'declined')`),
  ],
);
