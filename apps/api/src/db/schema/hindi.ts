import { text } from 'drizzle-orm/pg-core';

/**
 * The Hindi of a text a visitor sees (issue 14): a `<column>_hi` beside the English column, '' while staff
 * have not written it (the pages then show the English).
 */
export const hindi = () => text().notNull().default('');
