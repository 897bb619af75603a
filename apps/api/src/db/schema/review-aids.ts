import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';
import { courses } from './courses';

const instant = () => timestamp({ withTimezone: true });

/** Staff's internal notes on an application (issue 19); the applicant never sees them. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the note stays. */
    author_id: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.application_id, t.created_at)],
);

/** The reasons staff choose from when they reject an application (issue 19), in English and Hindi. */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    label_en: text().notNull(),
    label_hi: text().notNull(),
    /** A retired reason is no longer offered; rejections that used it keep it. */
    retired_at: instant(),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('rejection_reasons_labels_present', sql`length(${t.label_en}) > 0 and length(${t.label_hi}) > 0`)],
);

/** The staff accounts who coordinate a course (issue 19): they may be e-mailed its new applications. */
export const courseCoordinators = pgTable(
  'course_coordinators',
  {
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.course_id, t.user_id] }), index('course_coordinators_user_idx').on(t.user_id)],
);

/** A staff member's own choices (issue 19): whether to be e-mailed new applications for courses they coordinate. */
export const staffNotificationSettings = pgTable('staff_notification_settings', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  new_applications: boolean().notNull().default(false),
});
