import { z } from 'zod';
import { zWholeNumberText } from '../common/list-query';
import { type THomeFigures, ZHomeFigures } from '../site-settings';

/**
 * The back office's home (counts by course and status) and the statistics for the annual report (issue 19,
 * "Seeing the whole"). Participants are the applications staff marked completed: the person attended the
 * course (approved applications that were never completed are not counted). A participant's year is the
 * year the course was held (its held-from date).
 */

export const STATISTICS_YEARS = { min: 2000, max: 2099 } as const;

/** Received applications sent in this many days (today included, IST) are "new" on the home page. */
export const NEW_APPLICATION_DAYS = 7;

/** The home page lists at most this many courses (those with applications, newest held first). */
export const ADMIN_HOME_COURSES_MAX = 100;

export const STATISTICS_MESSAGES = {
  fromYear: `The from_year must be a whole number from ${STATISTICS_YEARS.min} to ${STATISTICS_YEARS.max}.`,
  toYear: `The to_year must be a whole number from ${STATISTICS_YEARS.min} to ${STATISTICS_YEARS.max}.`,
  yearOrder: 'The to_year must not be before the from_year.',
  table: "The table must be one of 'program_type', 'course', 'state', 'country', 'gender' or 'year'.",
  homeFiguresSaved: (figures: THomeFigures) =>
    `The home page now shows ${figures.years.en} years, ${figures.programs.en} programs, ${figures.participants.en} participants and ${figures.countries.en} countries.`,
  noParticipants:
    'No one has taken part yet (no completed applications), so there are no figures to put on the home page.',
  participantsDefinition:
    'Participants are applicants whose attendance staff marked completed; a participant counts in the year the course was held.',
} as const;

export const STATISTICS_TABLES = ['program_type', 'course', 'state', 'country', 'gender', 'year'] as const;
export type TStatisticsTable = (typeof STATISTICS_TABLES)[number];

/** The tables' titles (and each CSV file's name part). */
export const STATISTICS_TABLE_TITLES: Record<TStatisticsTable, string> = {
  program_type: 'Participants by programme type',
  course: 'Participants by course',
  state: 'Participants by state or union territory',
  country: 'Participants by country',
  gender: 'Participants by gender',
  year: 'Participants by year',
};

/** Each table's first column. */
export const STATISTICS_TABLE_KEYS: Record<TStatisticsTable, string> = {
  program_type: 'Programme type',
  course: 'Course',
  state: 'State or union territory',
  country: 'Country',
  gender: 'Gender',
  year: 'Year',
};

const zYearRange = z
  .strictObject({
    from_year: zWholeNumberText(STATISTICS_YEARS.min, STATISTICS_YEARS.max, STATISTICS_MESSAGES.fromYear)
      .optional()
      .describe('Courses held in this year or later'),
    to_year: zWholeNumberText(STATISTICS_YEARS.min, STATISTICS_YEARS.max, STATISTICS_MESSAGES.toYear)
      .optional()
      .describe('Courses held in this year or earlier'),
  })
  .refine((value) => !value.from_year || !value.to_year || value.from_year <= value.to_year, {
    message: STATISTICS_MESSAGES.yearOrder,
    path: ['to_year'],
  });

/** GET /api/admin/statistics: the year range. */
export const ZStatisticsQuery = zYearRange;
export type TStatisticsQuery = z.output<typeof ZStatisticsQuery>;

/** GET /api/admin/statistics/export.csv: one table and the year range. */
export const ZStatisticsExportQuery = z
  .strictObject({
    table: z.enum(STATISTICS_TABLES, { error: STATISTICS_MESSAGES.table }),
    from_year: zWholeNumberText(STATISTICS_YEARS.min, STATISTICS_YEARS.max, STATISTICS_MESSAGES.fromYear).optional(),
    to_year: zWholeNumberText(STATISTICS_YEARS.min, STATISTICS_YEARS.max, STATISTICS_MESSAGES.toYear).optional(),
  })
  .refine((value) => !value.from_year || !value.to_year || value.from_year <= value.to_year, {
    message: STATISTICS_MESSAGES.yearOrder,
    path: ['to_year'],
  });

export const ZStatisticsRow = z.object({ label: z.string(), count: z.number().int() });
export type TStatisticsRow = z.output<typeof ZStatisticsRow>;

export const ZStatistics = z.object({
  from_year: z.number().int().nullable(),
  to_year: z.number().int().nullable(),
  participants: z.number().int(),
  courses: z.number().int(),
  countries: z.number().int(),
  tables: z.object({
    program_type: z.array(ZStatisticsRow),
    course: z.array(ZStatisticsRow),
    state: z.array(ZStatisticsRow),
    country: z.array(ZStatisticsRow),
    gender: z.array(ZStatisticsRow),
    year: z.array(ZStatisticsRow),
  }),
});
export type TStatistics = z.output<typeof ZStatistics>;

export const ZStatisticsAnswer = z.object({ success: z.literal(true), data: ZStatistics });
export type TStatisticsAnswer = z.output<typeof ZStatisticsAnswer>;

/** The counts the home page's figures are computed from (all years). */
export const ZHomeFigureCounts = z.object({
  years: z.number().int().describe('Whole years since the institute was set up (June 2011)'),
  programs: z.number().int().describe('Programmes held: courses with at least one participant'),
  participants: z.number().int().describe('Participants: completed applications'),
  countries: z.number().int().describe('Countries of participants (India for domestic ones)'),
});

/** GET /api/admin/statistics/home-figures: the figures computed from the data beside those on the home page now. */
export const ZHomeFiguresAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    counts: ZHomeFigureCounts,
    computed: ZHomeFigures,
    current: ZHomeFigures,
  }),
});
export type THomeFiguresAnswer = z.output<typeof ZHomeFiguresAnswer>;

/** POST /api/admin/statistics/home-figures: the figures now on the home page. */
export const ZHomeFiguresSavedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ figures: ZHomeFigures }),
});
export type THomeFiguresSavedAnswer = z.output<typeof ZHomeFiguresSavedAnswer>;

/** One course on the back-office home: its applications counted by status. */
export const ZAdminHomeCourse = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  held_from: z.iso.date().nullable(),
  /** Received and sent in the last NEW_APPLICATION_DAYS days. */
  new: z.number().int(),
  /** Received (waiting for a decision). */
  to_review: z.number().int(),
  approved: z.number().int(),
  waitlisted: z.number().int(),
  completed: z.number().int(),
  /** The course's capacity minus its approved applications; null while courses have no capacity. */
  seats_left: z.number().int().nullable(),
});
export type TAdminHomeCourse = z.output<typeof ZAdminHomeCourse>;

export const ZAdminHomeAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    /** The first day (IST, YYYY-MM-DD) a "new" application may have been sent. */
    new_since: z.iso.date(),
    courses: z.array(ZAdminHomeCourse),
  }),
});
export type TAdminHomeAnswer = z.output<typeof ZAdminHomeAnswer>;
