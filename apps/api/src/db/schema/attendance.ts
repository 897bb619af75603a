import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';

/**
 * Attendance (issue 19): one row per approved participant (their application) and day of the course's held dates
 * on which they were present; no row means absent. One session per day.
 */
export const attendance = pgTable(
  'attendance',
  {
    application_id: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    marked_by: integer().references(() => users.id, { onDelete: 'set null' }),
    marked_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.application_id, t.day] }),
    index('attendance_day_idx').on(t.day),
    check('attendance_day_sane', sql`${t.day} >= date '2000-01-01'`),
  ],
);
