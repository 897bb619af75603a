import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The text the back office's search looks in, one expression per table, indexed with a pg_trgm GIN index
 * (issue 13). A query must write the very same expression for PostgreSQL to use the index, so the schema's
 * indexes and the repositories both build it here. `ILIKE '%part%'` on it finds any part of any of the
 * columns through the index; the repository then checks the columns one by one, so a part that only spans
 * two columns (across the space) does not count.
 */
export function searchText(...columns: AnyColumn[]): SQL {
  const parts = columns.map((column) => (column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`));
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** `<expression> gin_trgm_ops`: the operator class of a trigram GIN index on that expression. */
export function trigramIndexed(expression: SQL): SQL {
  return sql`${expression} gin_trgm_ops`;
}
