import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Program types with fixed ids: 1 Domestic, 2 International, 3 Academic (spec 1 §9). */
export const programTypes = pgTable('program_types', {
  id: integer().primaryKey(),
  program_name: text().notNull(),
});

/** Countries for the international nomination form (spec 2 §3); ids are stable and referenced by nominations. */
export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey(),
    iso: text().notNull(),
    name: text().notNull(),
    nicename: text().notNull(),
    iso3: text(),
    numcode: integer(),
    phonecode: integer().notNull(),
  },
  (t) => [uniqueIndex('countries_iso_unique').on(t.iso)],
);

/** India's states and union territories with the Election Commission's codes (S01..., U01...). */
export const states = pgTable('states', {
  id: integer().primaryKey(),
  st_code: text().notNull().unique(),
  st_name: text().notNull(),
});
