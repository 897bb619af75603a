import { z } from 'zod';
import { ZRecordId } from '../common/list-query';
import { formatCourseDate, formatIstDateTime, isCalendarDate } from '../dates';

/**
 * Back office "Activity" (issue 19, "Seeing the whole"): every change the audit log recorded, newest first, in
 * words: who (name and e-mail), what (a sentence, and each changed field's old and new value), when (IST).
 * Admins only, like staff accounts: it shows what every member of staff did.
 */

/** The kinds of record the audit log holds (its `entity` column), as the filter names them. */
export const ACTIVITY_KINDS = {
  application: 'Applications and certificates',
  course: 'Courses',
  press_news: 'News and tenders',
  vacancy: 'Vacancies',
  photo: 'Banners and photos',
  video: 'Videos',
  training: 'Trainings',
  training_session: 'Training sessions',
  training_file: 'Training files',
  site_page: 'Pages',
  site_settings: 'Site settings',
  person: 'People and partners',
  user: 'Staff accounts',
  feedback: 'Feedback',
  data_request: 'Data requests',
  rejection_reason: 'Rejection reasons',
} as const;
export type TActivityKind = keyof typeof ACTIVITY_KINDS;
const KIND_KEYS = Object.keys(ACTIVITY_KINDS) as [TActivityKind, ...TActivityKind[]];

/** Entries per page (keyset paging: the next page is the entries older than the last one shown). */
export const ACTIVITY_PAGE_SIZE = 50;

export const ACTIVITY_MESSAGES = {
  badKind: `The kind must be one of: ${KIND_KEYS.join(', ')}.`,
  badDate: 'Dates must be real dates written YYYY-MM-DD.',
  badRange: 'The "from" date must not be after the "to" date.',
} as const;

const ZDay = z.string({ error: ACTIVITY_MESSAGES.badDate }).refine(isCalendarDate, ACTIVITY_MESSAGES.badDate);

/** GET /api/admin/activity: filters (all optional) and the keyset cursor `before` (an entry id). */
export const ZActivityQuery = z
  .strictObject({
    actor: ZRecordId.optional(),
    kind: z.enum(KIND_KEYS, { error: ACTIVITY_MESSAGES.badKind }).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    before: ZRecordId.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ACTIVITY_MESSAGES.badRange,
    path: ['from'],
  });
export type TActivityQuery = z.input<typeof ZActivityQuery>;

export const ZActivityPerson = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TActivityPerson = z.infer<typeof ZActivityPerson>;

/** One changed field: its label and its old and new values in words ('' when there was none). */
export const ZActivityChange = z.object({ label: z.string(), from: z.string(), to: z.string() });
export type TActivityChange = z.infer<typeof ZActivityChange>;

export const ZActivityEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Who did it; null when the account has since been erased. */
  actor: ZActivityPerson.nullable(),
  kind: z.string(),
  /** "Changed the status of application IIIDEM/2026/000123 from Received to Approved". */
  summary: z.string(),
  changes: z.array(ZActivityChange),
  /** The note or reason recorded with the change. */
  note: z.string().nullable(),
});
export type TActivityEntry = z.infer<typeof ZActivityEntry>;

export const ZActivityListAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(ZActivityEntry),
    /** The `before` of the next (older) page; null on the last page. */
    next_before: z.number().int().nullable(),
    /** Staff and admins, for the "Person" filter. */
    people: z.array(ZActivityPerson),
  }),
});
export type TActivityListAnswer = z.infer<typeof ZActivityListAnswer>;

/** An instant as the activity log shows it: '24-11-2026 14:05 IST'. */
export function formatActivityTime(instant: string | Date): string {
  const text = formatIstDateTime(instant);
  const [day, ...rest] = text.split(' ');
  return day && isCalendarDate(day) ? [formatCourseDate(day), ...rest].join(' ') : text;
}
