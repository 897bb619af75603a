import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { hindi } from './hindi';

const instant = () => timestamp({ withTimezone: true });

/**
 * Site settings (issue 15): one JSON document per key (today only 'site': phone numbers, addresses, mailboxes,
 * social links, recruitment, home notices, stats and footprint), checked by its zod schema in @iiidem/shared on
 * every write. `version` counts saves, for the public caches' versions and for two staff saving at once.
 */
export const siteSettings = pgTable('site_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  version: integer().notNull().default(1),
  updated_at: instant().notNull().defaultNow(),
  updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Pages staff edit (issue 15). `draft` is the page document being edited (title and blocks in both languages,
 * checked by ZPageDocument); publishing copies it into a new revision, which the public page then shows.
 * A built-in page is one of the spec's routes: its address is fixed and it cannot be deleted.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    builtin: boolean().notNull().default(false),
    /** The menu group the page is listed under (null: in no menu), and its place there. */
    menu_group: text(),
    menu_order: integer().notNull().default(0),
    draft: jsonb().notNull(),
    /** Counts draft saves: a save names the version it edited, so two editors cannot overwrite each other. */
    draft_version: integer().notNull().default(1),
    draft_updated_at: instant().notNull().defaultNow(),
    draft_updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The revision the public page shows; null until the page is first published. */
    published_revision_id: integer(),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_slug_idx').on(t.slug), index('site_pages_menu_idx').on(t.menu_group, t.menu_order)],
);

/** Every publish of a page: what was published, by whom and when; any revision can be restored. */
export const sitePageRevisions = pgTable(
  'site_page_revisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    page_id: integer()
      .notNull()
      .references(() => sitePages.id, { onDelete: 'cascade' }),
    document: jsonb().notNull(),
    published_at: instant().notNull().defaultNow(),
    published_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The revision this one restored, when it was a restore. */
    restored_from: integer(),
  },
  (t) => [index('site_page_revisions_page_idx').on(t.page_id, t.id.desc())],
);

/**
 * People and partners staff keep as lists (issue 15): officers, faculty, directors, alumni batches, MoU
 * partners, partner bodies, consultants. `list` names the list; `section` groups entries inside it (an
 * officer's division, an alumni batch). Photos and logos go through the image pipeline (a /files/ path).
 */
export const people = pgTable(
  'people',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    list: text().notNull(),
    section: text().notNull().default(''),
    section_hi: hindi(),
    name: text().notNull(),
    name_hi: hindi(),
    role: text().notNull().default(''),
    role_hi: hindi(),
    /** Further lines shown under the role ("Work experience: …"), each as { label, value } in both languages. */
    details: jsonb().notNull().default([]),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    extension: text().notNull().default(''),
    link_url: text().notNull().default(''),
    photo_url: text(),
    width: integer(),
    height: integer(),
    sort_order: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('people_list_idx').on(t.list, t.sort_order, t.id)],
);
