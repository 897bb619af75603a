import { z } from 'zod';
import { MAX_RECORD_ID, zWholeNumberText } from '../common/list-query';
import { APPLICATION_STATUS, type ApplicationStatus, USER_TYPE, type UserType } from '../constants';
import { isCalendarDate } from '../dates';
import { APPLICATION_STATUS_NAMES } from '../nominations/status-track';
import { ADMIN_BULK_MAX, ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, STATUS_NOTE_MAX_LENGTH } from './limits';
import { zRejectionReasonId } from './review-aids';

/**
 * The back office's applications review (issue 7): the list's query (also the page's URL query), the
 * status change and bulk change bodies, the answers, and the CSV cell escaping. Statuses (spec 1 §4):
 * 1 Applied/Received, 2 Approved, 3 Rejected, 4 Waitlisted; 5 Withdrawn (by the applicant, issue 17: staff
 * filter by it but never set it).
 */

/** Status names as the dashboard shows them (one definition, in nominations/status-track.ts). */
/**
 * The list counts the matching applications up to this many and pages through this many at most (issue 13:
 * an exact count and a deep page cost a scan of every match at 200,000 applications); beyond it the list
 * says "10,000+" and asks to narrow the filters or reverse the order. See docs/decisions.md.
 */
export const APPLICATION_COUNT_CAP = 10_000;
const APPLICATION_COUNT_CAP_TEXT = APPLICATION_COUNT_CAP.toLocaleString('en-US');

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  1: APPLICATION_STATUS_NAMES[1] ?? 'Received',
  2: APPLICATION_STATUS_NAMES[2] ?? 'Approved',
  3: APPLICATION_STATUS_NAMES[3] ?? 'Rejected',
  4: APPLICATION_STATUS_NAMES[4] ?? 'Waitlisted',
  5: APPLICATION_STATUS_NAMES[5] ?? 'Withdrawn',
};

/** The statuses staff set. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  APPLICATION_STATUS.received,
  APPLICATION_STATUS.approved,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.waitlisted,
];

/** The statuses the list filters by: those staff set, and Withdrawn. */
export const APPLICATION_FILTER_STATUSES: readonly ApplicationStatus[] = [
  ...APPLICATION_STATUSES,
  APPLICATION_STATUS.withdrawn,
];

/** 'Received' for 1 ...; the number itself for anything else. */
export function applicationStatusLabel(status: unknown): string {
  return typeof status === 'number' && status in APPLICATION_STATUS_LABELS
    ? APPLICATION_STATUS_LABELS[status as ApplicationStatus]
    : String(status ?? '');
}

export const USER_TYPE_LABELS: Record<UserType, string> = {
  [USER_TYPE.domestic]: 'Domestic',
  [USER_TYPE.faculty]: 'Faculty',
  [USER_TYPE.international]: 'International',
};

export const APPLICATION_SORTS = ['created_at', 'name', 'course', 'status'] as const;
export type TApplicationSort = (typeof APPLICATION_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

export const APPLICATION_MESSAGES = {
  status: 'The status must be 1 (Received), 2 (Approved), 3 (Rejected) or 4 (Waitlisted).',
  statusFilter: 'The status must be 1 (Received), 2 (Approved), 3 (Rejected), 4 (Waitlisted) or 5 (Withdrawn).',
  userType: 'The user_type must be 2 (domestic), 3 (faculty) or 4 (international).',
  programType: 'The program_type_id must be 1 (domestic), 2 (international) or 3 (academic).',
  courseId: 'The course_id must be a whole number from 1.',
  completed: "The completed filter must be 'true' or 'false'.",
  date: 'Dates must be real calendar dates written YYYY-MM-DD.',
  dateOrder: 'The "to" date must not be before the "from" date.',
  search: 'The search must be at most 100 characters.',
  page: 'The page must be a whole number from 1.',
  pageSize: `The page_size must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}.`,
  sort: `The sort must be one of: ${APPLICATION_SORTS.join(', ')}.`,
  order: "The order must be 'asc' or 'desc'.",
  noteTooLong: `The note must be at most ${STATUS_NOTE_MAX_LENGTH} characters.`,
  ids: `Choose from 1 to ${ADMIN_BULK_MAX} applications.`,
  idsUnique: 'Each application may be chosen once.',
  id: 'Each id must be a whole number from 1.',
  sameStatus: (label: string) => `The application is already ${label}; nothing was changed.`,
  completedStatusLocked: 'This application is completed, so its status can no longer change. Reopen it first.',
  withdrawnStatusLocked: 'The applicant withdrew this application, so its status can no longer change.',
  statusMoved: 'Someone else changed this application meanwhile. Reload it and try again.',
  statusChanged: (label: string) => `Status changed to ${label}. The applicant has been e-mailed.`,
  notFound: 'There is no application with this id.',
  unknownId: 'No application with this id.',
  tooManyRows: 'Too many applications to export at once; narrow the filters.',
  courseFull: (capacity: number) =>
    `The course is full: all ${capacity} seats are taken. Waitlist the application instead, or raise the course's capacity.`,
  noSeatFree: 'No seat is free on this course, so nobody can be promoted.',
  waitlistEmpty: 'Nobody is on the waitlist of this course.',
  waitlistMoved: 'The waitlist changed meanwhile. Reload it and try again.',
  promoted: (name: string) => `${name} was promoted from the waitlist to Approved. The applicant has been e-mailed.`,
  courseNotFound: 'There is no course with this id.',
  pageTooDeep: `Only the first ${APPLICATION_COUNT_CAP_TEXT} applications can be paged through; narrow the filters or reverse the order.`,
} as const;

/** Whether `page` of `page_size` rows starts within the first APPLICATION_COUNT_CAP rows. */
function withinPagingCap(value: { page?: number; page_size?: number }) {
  return ((value.page ?? 1) - 1) * (value.page_size ?? ADMIN_PAGE_SIZE) < APPLICATION_COUNT_CAP;
}

const zDate = z.string({ error: APPLICATION_MESSAGES.date }).refine(isCalendarDate, APPLICATION_MESSAGES.date);

/** The filters (without paging and sorting): shared by the list, the CSV export and the page's URL. */
const filterShape = {
  course_id: zWholeNumberText(1, MAX_RECORD_ID, APPLICATION_MESSAGES.courseId).optional(),
  program_type_id: zWholeNumberText(1, 3, APPLICATION_MESSAGES.programType).optional(),
  status: zWholeNumberText(1, 5, APPLICATION_MESSAGES.statusFilter)
    .transform((value) => value as ApplicationStatus)
    .optional(),
  user_type: zWholeNumberText(2, 4, APPLICATION_MESSAGES.userType)
    .transform((value) => value as UserType)
    .optional(),
  completed: z
    .enum(['true', 'false'], { error: APPLICATION_MESSAGES.completed })
    .transform((value) => value === 'true')
    .optional(),
  from: zDate.optional().describe('Applied on or after this day (IST), YYYY-MM-DD'),
  to: zDate.optional().describe('Applied on or before this day (IST), YYYY-MM-DD'),
  q: z
    .string()
    .trim()
    .max(100, APPLICATION_MESSAGES.search)
    .optional()
    .describe("Part of the applicant's first or last name or e-mail (any case)"),
};

function datesInOrder(value: { from?: string; to?: string }) {
  return !value.from || !value.to || value.from <= value.to;
}

const sortShape = {
  sort: z.enum(APPLICATION_SORTS, { error: APPLICATION_MESSAGES.sort }).optional(),
  order: z.enum(SORT_ORDERS, { error: APPLICATION_MESSAGES.order }).optional(),
};

/** The CSV export: the list's filters and order, no paging. */
export const ZApplicationExportQuery = z
  .strictObject({ ...filterShape, ...sortShape })
  .refine(datesInOrder, { message: APPLICATION_MESSAGES.dateOrder, path: ['to'] });
export type TApplicationExportQuery = z.output<typeof ZApplicationExportQuery>;
export type TApplicationFilters = Omit<TApplicationExportQuery, 'sort' | 'order'>;

export const ZApplicationListQuery = z
  .strictObject({
    ...filterShape,
    page: zWholeNumberText(1, MAX_RECORD_ID, APPLICATION_MESSAGES.page).optional(),
    page_size: zWholeNumberText(1, ADMIN_MAX_PAGE_SIZE, APPLICATION_MESSAGES.pageSize)
      .optional()
      .describe(`Rows per page (default ${ADMIN_PAGE_SIZE}, at most ${ADMIN_MAX_PAGE_SIZE})`),
    ...sortShape,
  })
  .refine(datesInOrder, { message: APPLICATION_MESSAGES.dateOrder, path: ['to'] })
  .refine(withinPagingCap, { message: APPLICATION_MESSAGES.pageTooDeep, path: ['page'] });
export type TApplicationListQuery = z.output<typeof ZApplicationListQuery>;
/** The list query as the URL writes it (every value a string). */
export type TApplicationListSearch = z.input<typeof ZApplicationListQuery>;

const zStatus = z
  .number({ error: APPLICATION_MESSAGES.status })
  .int(APPLICATION_MESSAGES.status)
  .min(1, APPLICATION_MESSAGES.status)
  .max(4, APPLICATION_MESSAGES.status)
  .transform((value) => value as ApplicationStatus);

/** A note to the applicant; blank means none. */
const zNote = z
  .string()
  .trim()
  .max(STATUS_NOTE_MAX_LENGTH, APPLICATION_MESSAGES.noteTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * A status change. `expected_status` is the status the reviewer saw: when it is no longer the current one,
 * someone else changed it meanwhile and the change is refused (409).
 */
export const ZStatusChangeBody = z.strictObject({
  status: zStatus,
  note: zNote,
  expected_status: zStatus.optional(),
  /** A listed rejection reason (issue 19), only with status 3 Rejected. */
  rejection_reason_id: zRejectionReasonId.optional(),
});
export type TStatusChangeBody = z.input<typeof ZStatusChangeBody>;

/** The status change form (react-hook-form values: the status as the radio's string). */
export const ZStatusChangeForm = z.object({
  status: z.enum(['1', '2', '3', '4'], { error: APPLICATION_MESSAGES.status }),
  note: z.string().max(STATUS_NOTE_MAX_LENGTH, APPLICATION_MESSAGES.noteTooLong),
});
export type TStatusChangeForm = z.infer<typeof ZStatusChangeForm>;

export const ZBulkStatusBody = z.strictObject({
  ids: z
    .array(z.number({ error: APPLICATION_MESSAGES.id }).int(APPLICATION_MESSAGES.id).min(1).max(MAX_RECORD_ID), {
      error: APPLICATION_MESSAGES.ids,
    })
    .min(1, APPLICATION_MESSAGES.ids)
    .max(ADMIN_BULK_MAX, APPLICATION_MESSAGES.ids)
    .refine((ids) => new Set(ids).size === ids.length, APPLICATION_MESSAGES.idsUnique),
  status: zStatus,
  note: zNote,
  /** A listed rejection reason (issue 19), only with status 3 Rejected: told to each applicant, as in one change. */
  rejection_reason_id: zRejectionReasonId.optional(),
});
export type TBulkStatusBody = z.input<typeof ZBulkStatusBody>;

// ---------------------------------------------------------------- answers

const zInstant = z.iso.datetime();

export const ZAdminApplicationRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.number().int().nullable(),
  course_id: z.number().int(),
  course_name: z.string(),
  program_type_id: z.number().int(),
  program_type: z.string(),
  status: z.number().int(),
  status_note: z.string().nullable(),
  created_at: zInstant,
  completed_at: zInstant.nullable(),
  /** Another account's application looks like the same person (issue 19; see the duplicates route). */
  possible_duplicate: z.boolean().optional(),
});
export type TAdminApplicationRow = z.infer<typeof ZAdminApplicationRow>;

export const ZPager = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many match, counted up to APPLICATION_COUNT_CAP: with total_capped, at least that many. */
  total: z.number().int(),
  total_pages: z.number().int(),
  /** True when more than APPLICATION_COUNT_CAP match (shown as "10,000+"); paging stops there. */
  total_capped: z.boolean(),
});
export type TPager = z.infer<typeof ZPager>;

export const ZAdminApplicationListResponse = z.object({
  success: z.literal(true),
  data: z.object({ applications: z.array(ZAdminApplicationRow), pager: ZPager }),
});
export type TAdminApplicationListResponse = z.infer<typeof ZAdminApplicationListResponse>;

/** Most courses the course filter's options list holds (issue 13: 10,000 courses made a 1 MB answer). */
export const APPLICATION_COURSE_OPTIONS_MAX = 50;

/** The course filter's options: the newest-starting courses with applications, or those whose name has `q`. */
export const ZApplicationCourseOptionsQuery = z.strictObject({
  q: z.string().trim().max(100, APPLICATION_MESSAGES.search).optional().describe('Part of the course name (any case)'),
  course_id: zWholeNumberText(1, MAX_RECORD_ID, APPLICATION_MESSAGES.courseId)
    .optional()
    .describe('A course to include whatever q is (the one the list is filtered by)'),
});
export type TApplicationCourseOptionsQuery = z.input<typeof ZApplicationCourseOptionsQuery>;

export const ZApplicationCourseOptionsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), course_name: z.string(), start_from: z.iso.date() })),
});
export type TApplicationCourseOptionsResponse = z.infer<typeof ZApplicationCourseOptionsResponse>;

export const ZTimelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  note: z.string().nullable(),
  created_at: zInstant,
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZAdminApplicationDetail = z.object({
  id: z.number().int(),
  form: z.enum(['domestic', 'international']),
  status: z.number().int(),
  status_note: z.string().nullable(),
  created_at: zInstant,
  updated_at: zInstant,
  completed_at: zInstant.nullable(),
  applicant: z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string(),
    mobile_no: z.string().nullable(),
    user_type: z.number().int().nullable(),
    active: z.boolean(),
  }),
  course: z.object({
    id: z.number().int(),
    course_name: z.string(),
    start_from: z.iso.date(),
    end_to: z.iso.date(),
    program_type_id: z.number().int(),
    program_type: z.string(),
    course_type: z.string().nullable(),
    location: z.string().nullable(),
  }),
  /** Every stored field of the nomination form, by its payload name (files as '/api/private-files/...'). */
  details: z.record(z.string(), z.string().nullable()),
  /** Readable names for coded values (state code, country ids), by field name. */
  value_names: z.record(z.string(), z.string()),
  timeline: z.array(ZTimelineEntry),
});
export type TAdminApplicationDetail = z.infer<typeof ZAdminApplicationDetail>;

export const ZAdminApplicationDetailResponse = z.object({ success: z.literal(true), data: ZAdminApplicationDetail });
export type TAdminApplicationDetailResponse = z.infer<typeof ZAdminApplicationDetailResponse>;

export const ZStatusChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), from: z.number().int(), status: z.number().int() }),
});
export type TStatusChangeResponse = z.infer<typeof ZStatusChangeResponse>;

export const BULK_SKIP_REASONS = {
  unknown: 'unknown',
  sameStatus: 'same_status',
  completed: 'completed',
  withdrawn: 'withdrawn',
  courseFull: 'course_full',
} as const;
export type TBulkSkipReason = (typeof BULK_SKIP_REASONS)[keyof typeof BULK_SKIP_REASONS];
export const BULK_SKIP_TEXTS: Record<TBulkSkipReason, string> = {
  unknown: 'No application with this id',
  same_status: 'Already in this status',
  completed: 'Completed: the status can no longer change',
  withdrawn: 'Withdrawn by the applicant: the status can no longer change',
  course_full: 'No seat left on the course: stays Waitlisted',
};
const zSkipReason = z.enum(['unknown', 'same_status', 'completed', 'withdrawn', 'course_full']);

export const ZBulkPreviewItem = z.object({
  id: z.number().int(),
  found: z.boolean(),
  current_status: z.number().int().nullable(),
  applicant: z.string().nullable(),
  email: z.string().nullable(),
  course_name: z.string().nullable(),
  will_change: z.boolean(),
  skip_reason: zSkipReason.nullable(),
  /**
   * The status it will get: the one chosen, or 4 (Waitlisted) when an approval finds no seat left on the
   * course (issue 19); null when it is skipped.
   */
  new_status: z.number().int().nullable(),
});
export type TBulkPreviewItem = z.infer<typeof ZBulkPreviewItem>;

export const ZBulkPreviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.number().int(),
    items: z.array(ZBulkPreviewItem),
    will_change: z.number().int(),
    will_skip: z.number().int(),
    /** The listed rejection reason that goes with the change (issue 19), in both languages; null for none. */
    rejection_reason: z.object({ id: z.number().int(), label_en: z.string(), label_hi: z.string() }).nullable(),
  }),
});
export type TBulkPreviewResponse = z.infer<typeof ZBulkPreviewResponse>;

export const ZBulkResultResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    status: z.number().int(),
    changed: z.number().int(),
    changed_ids: z.array(z.number().int()),
    skipped: z.number().int(),
    skips: z.array(z.object({ id: z.number().int(), reason: zSkipReason })),
    /** Of changed_ids, those an approval sent to the waitlist because no seat was left (issue 19). */
    waitlisted_ids: z.array(z.number().int()),
  }),
});
export type TBulkResultResponse = z.infer<typeof ZBulkResultResponse>;

// ---------------------------------------------------------------- CSV

/** Rows a CSV export may hold; beyond it the export is refused (narrow the filters). */
export const APPLICATION_EXPORT_MAX_ROWS = 10_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell a spreadsheet will not run as a formula (OWASP CSV injection): a value starting with
 * = + - @, a tab or a carriage return gets a single quote in front.
 */
export function escapeCsvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// ---------------------------------------------------------------- seats (issue 19)

/** A course's seats: how many are taken by approved applications, and who is first on the waitlist. */
export const ZCourseSeats = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  /** Null: unlimited. */
  capacity: z.number().int().nullable(),
  approved: z.number().int(),
  /** Null when unlimited; never below 0 (a capacity lowered under the approved count leaves 0). */
  seats_left: z.number().int().nullable(),
  waitlisted: z.number().int(),
  /** The one promoted next: waitlisted first (by when it went to the waitlist). */
  first_waitlisted: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TCourseSeats = z.infer<typeof ZCourseSeats>;

export const ZCourseSeatsResponse = z.object({ success: z.literal(true), data: ZCourseSeats });
export type TCourseSeatsResponse = z.infer<typeof ZCourseSeatsResponse>;

/**
 * Promote the first waitlisted application of a course. `application_id` is the one the reviewer saw
 * first: when another is first now (or it was promoted meanwhile) the promotion is refused (409).
 */
export const ZPromoteBody = z.strictObject({
  application_id: z
    .number({ error: APPLICATION_MESSAGES.id })
    .int(APPLICATION_MESSAGES.id)
    .min(1, APPLICATION_MESSAGES.id)
    .max(MAX_RECORD_ID, APPLICATION_MESSAGES.id),
});
export type TPromoteBody = z.input<typeof ZPromoteBody>;

export const ZPromoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), seats: ZCourseSeats }),
});
export type TPromoteResponse = z.infer<typeof ZPromoteResponse>;
