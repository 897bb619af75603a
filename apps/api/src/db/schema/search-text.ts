import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The text the back office's search looks in, one expression per table (the columns joined by spaces),
 * indexed with a pg_trgm GIN index (issue 13). A query must write the very same expression for PostgreSQL
 * to use the index, so the schema's indexes and the repositories both build it here. `ILIKE '%part%'` on it
 * finds any part of any of the columns through the index. (The applications' search has a column of its
 * own, applications.search_text, kept by triggers.)
 */
export function searchText(...columns: AnyColumn[]): SQL {
  const parts = columns.map((column) => (column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`));
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** `<expression> gin_trgm_ops`: the operator class of a trigram GIN index on that expression. */
export function trigramIndexed(expression: SQL): SQL {
  return sql`${expression} gin_trgm_ops`;
}
