import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hindi } from './hindi';
import { searchText, trigramIndexed } from './search-text';

const instant = () => timestamp({ withTimezone: true });

/** News categories with fixed ids; 3 is 'Tender & Miscellaneous' (spec 1 §9). */
export const newsCategories = pgTable('news_categories', {
  id: integer().primaryKey(),
  news_name: text().notNull(),
});

/**
 * News and tenders. The API nests document_link and document_file as press_news_document (spec 1 §3);
 * a document_file is a path under /files/.
 */
export const pressNews = pgTable(
  'press_news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category_id: integer()
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    news_title: text().notNull(),
    news_title_hi: hindi(),
    publish_date: date({ mode: 'string' }).notNull(),
    document_link: text(),
    document_file: text(),
    published: boolean().notNull().default(true),
    created_at: instant().notNull().defaultNow(),
    updated_at: instant()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('press_news_category_date_idx').on(t.category_id, t.publish_date.desc(), t.id.desc()),
    // The back office's news search (issue 13).
    index('press_news_title_search_idx').using('gin', trigramIndexed(searchText(t.news_title, t.news_title_hi))),
  ],
);

/** Photo categories with fixed ids: 1 slider/banner, 2 gallery (spec 1 §9). */
export const photoCategories = pgTable('photo_categories', {
  id: integer().primaryKey(),
  category_name: text().notNull(),
});

/** Banner and gallery photos; photo_url is a path under /files/ (or an absolute address). */
export const photos = pgTable(
  'photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category_id: integer()
      .notNull()
      .references(() => photoCategories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    title_hi: hindi(),
    photo_url: text().notNull(),
    width: integer(),
    height: integer(),
    sort_order: integer().notNull().default(0),
    /** Unpublished photos are kept for the back office but not shown on the public pages. */
    published: boolean().notNull().default(true),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [index('photos_category_idx').on(t.category_id, t.sort_order)],
);

export const videoCategories = pgTable('video_categories', {
  id: integer().primaryKey(),
  category_name: text().notNull(),
});

/** Gallery videos; youtube_url is an embed address stored HTML-escaped, as the spec says it arrives. */
export const videos = pgTable(
  'videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category_id: integer()
      .notNull()
      .references(() => videoCategories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    title_hi: hindi(),
    youtube_url: text().notNull(),
    sort_order: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [index('videos_category_idx').on(t.category_id, t.sort_order)],
);

/** Recruitment and engagement notices (spec 2 §3 "Vacancy"); pdf is a path under /files/. */
export const vacancies = pgTable(
  'vacancies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    title_hi: hindi(),
    upload_date: date({ mode: 'string' }).notNull(),
    last_date: date({ mode: 'string' }),
    advertisement_no: text(),
    pdf: text(),
    published: boolean().notNull().default(true),
    created_at: instant().notNull().defaultNow(),
  },
  (t) => [
    index('vacancies_upload_date_idx').on(t.upload_date),
    index('vacancies_title_search_idx').using('gin', trigramIndexed(searchText(t.title, t.title_hi))),
  ],
);
