import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const instant = () => timestamp({ withTimezone: true });

/**
 * Messages sent with the public feedback form (issue 16): kept for staff, who read them in the back office and
 * mark them answered (who and when). `language` is the page's language the sender wrote from (their mail's).
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    category: text().notNull(),
    message: text().notNull(),
    language: text().notNull().default('en'),
    received_at: instant().notNull().defaultNow(),
    answered_at: instant(),
    answered_by: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('feedback_messages_received_idx').on(t.received_at.desc(), t.id.desc())],
);
