import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hindi } from './hindi';
import { programTypes } from './reference';
import { searchText, trigramIndexed } from './search-text';

/** A training course (spec 1 §3, spec 2 §3). Dates are calendar dates in India Standard Time. */
export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    course_name: text().notNull(),
    course_name_hi: hindi(),
    start_from: date({ mode: 'string' }).notNull(),
    /** The course counts as open until 23:59:59 IST of this day. */
    end_to: date({ mode: 'string' }).notNull(),
    /**
     * The days the course is held (issue 19): start_from and end_to are the application window. Certificates,
     * completion and calendar files use these. A row written without them gets them from the database
     * (trigger "courses_fill_held_dates": a week after the window closes, for five days); the API always
     * sends them.
     */
    held_from: date({ mode: 'string' }),
    held_to: date({ mode: 'string' }),
    /** Seats (issue 19): at most this many approved applications; null means unlimited. */
    capacity: integer(),
    duration: text(),
    duration_hi: hindi(),
    /** Mode of training, e.g. Residential, Online, Hybrid. */
    course_type: text(),
    course_type_hi: hindi(),
    location: text(),
    location_hi: hindi(),
    program_type_id: integer()
      .notNull()
      .references(() => programTypes.id, { onDelete: 'restrict' }),
    program_desc: text(),
    program_desc_hi: hindi(),
    faculty_desc: text(),
    faculty_desc_hi: hindi(),
    /** 'Yes' shows vip_speaker_desc on the detail page. */
    vip_speaker: text().notNull().default('No'),
    vip_speaker_desc: text(),
    vip_speaker_desc_hi: hindi(),
    resource_material: text(),
    resource_material_hi: hindi(),
    evaluation_descp: text(),
    evaluation_descp_hi: hindi(),
    /** 'No' forces the nomination forms' hostel answer to No. */
    course_hostel_facility: text().$type<'Yes' | 'No'>().notNull().default('Yes'),
    published: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('courses_program_type_start_idx').on(t.program_type_id, t.start_from),
    index('courses_dates_idx').on(t.start_from, t.end_to),
    index('courses_end_to_idx').on(t.end_to),
    // The back office (issue 13): the course list's search and the applications list sorted by course.
    index('courses_name_search_idx').using('gin', trigramIndexed(searchText(t.course_name, t.course_name_hi))),
    index('courses_name_sort_idx').on(sql`lower(${t.course_name})`),
    check('courses_dates_ordered', sql`${t.end_to} >= ${t.start_from}`),
    check('courses_held_ordered', sql`${t.held_to} >= ${t.held_from}`),
    check('courses_held_after_window_opens', sql`${t.held_from} >= ${t.start_from}`),
    index('courses_held_from_idx').on(t.held_from),
    check('courses_capacity_positive', sql`${t.capacity} >= 1`),
    check('courses_hostel_valid', sql`${t.course_hostel_facility} in ('Yes', 'No')`),
  ],
);
