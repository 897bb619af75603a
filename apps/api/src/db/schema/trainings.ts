import type { TrainingFileType } from '@iiidem/shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hindi } from './hindi';

/** National (domestic) training programmes such as DM-001 (spec 2 §3 "Training"). */
export const trainings = pgTable('trainings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  training_name: text().notNull(),
  training_name_hi: hindi(),
  training_code: text().notNull().unique(),
  overview: text(),
  overview_hi: hindi(),
  /** Unpublished trainings are kept for the back office but not listed publicly. */
  published: boolean().notNull().default(true),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const trainingDocumentSessions = pgTable(
  'training_document_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    training_id: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    session_name: text().notNull(),
    session_name_hi: hindi(),
    session_desc: text(),
    session_desc_hi: hindi(),
    sort_order: integer().notNull().default(0),
  },
  (t) => [index('training_document_sessions_training_idx').on(t.training_id, t.sort_order)],
);

/**
 * One resource of a session. Which column holds it depends on file_type:
 * PDF -> pdf, IMG -> image, VIDEO -> video (an HTML-escaped embed address), URL -> video_url.
 */
export const trainingDocumentFiles = pgTable(
  'training_document_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    session_id: integer()
      .notNull()
      .references(() => trainingDocumentSessions.id, { onDelete: 'cascade' }),
    file_type: text().$type<TrainingFileType>().notNull(),
    file_title_name: text().notNull(),
    file_title_name_hi: hindi(),
    pdf: text(),
    image: text(),
    video: text(),
    video_url: text(),
    sort_order: integer().notNull().default(0),
  },
  (t) => [
    index('training_document_files_session_idx').on(t.session_id, t.sort_order),
    check('training_document_files_type_valid', sql`${t.file_type} in ('PDF', 'IMG', 'VIDEO', 'URL')`),
  ],
);
