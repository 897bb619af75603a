import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The normalised keys that tell two applications may be the same person (issue 19, duplicates). The expression
 * indexes on the nomination tables and the duplicates query use these same functions, so the query reads the
 * indexes: the expressions must stay textually identical.
 */

/** First and last name, lower-cased, with every space taken out. */
export const nameKey = (first: AnyPgColumn, last: AnyPgColumn): SQL =>
  sql`lower(regexp_replace(${first} || ${last}, '\\s', '', 'g'))`;

/** The last ten digits of a telephone number (so +91 98… and 098… match 98…). */
export const mobileKey = (mobile: AnyPgColumn): SQL => sql`right(regexp_replace(${mobile}, '\\D', '', 'g'), 10)`;

/** An e-mail address, lower-cased, without spaces. */
export const emailKey = (email: AnyPgColumn): SQL => sql`lower(regexp_replace(${email}, '\\s', '', 'g'))`;

/** A passport number, upper-cased, without spaces. */
export const passportKey = (passport: AnyPgColumn): SQL => sql`upper(regexp_replace(${passport}, '\\s', '', 'g'))`;
