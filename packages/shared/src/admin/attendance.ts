import { z } from 'zod';
import { MAX_RECORD_ID } from '../common/list-query';
import { formatCourseDate, isCalendarDate } from '../dates';
import { ZCertificateReason } from './certificates';

/**
 * Attendance (issue 19): one session per day of the course's held dates, marked for its approved participants on
 * one back-office screen; then "Complete all who attended" completes and certifies those present on at least
 * `min_days` of the days (all days unless staff lower it).
 */

/** Most days one attendance sheet shows (a course held longer is cut to its first days). */
export const ATTENDANCE_MAX_DAYS = 62;
/** Most marks one save may carry (a batch of 200 over 25 days). */
export const ATTENDANCE_MAX_MARKS = 5000;

export const ATTENDANCE_MESSAGES = {
  courseNotFound: 'Course not found.',
  noHeldDates: 'This course has no held dates: set them on the course first.',
  saved: 'Attendance saved.',
  dayOutsideHeldDates: 'Attendance can be marked only on the days the course is held.',
  notParticipant: "Attendance can be marked only for the course's approved participants.",
  dayText: 'The day must be a date written YYYY-MM-DD.',
  applicationId: 'The application_id must be a whole number from 1.',
  present: 'present must be true or false.',
  tooManyMarks: `A save may carry at most ${ATTENDANCE_MAX_MARKS} marks.`,
  minDays: 'The number of days must be a whole number from 1.',
  minDaysTooMany: 'The number of days cannot be more than the days the course is held.',
  nobodyToComplete: 'Nobody is left to complete or certify by this rule.',
} as const;

/** What "Complete all who attended" does with one participant. */
export const COMPLETION_OUTCOMES = ['complete_and_certify', 'certify', 'already_certified', 'too_few_days'] as const;
export type CompletionOutcome = (typeof COMPLETION_OUTCOMES)[number];

/** The preview's words for each outcome (the back office is in English). */
export const COMPLETION_OUTCOME_TEXTS: Record<CompletionOutcome, string> = {
  complete_and_certify: 'Will be completed and certified',
  certify: 'Already completed: will be certified',
  already_certified: 'Not changed: already certified',
  too_few_days: 'Not completed: attended too few days',
};

/** The checkbox's label for one participant on one day: 'Present on 14-12-2026: Asha Verma'. */
export function presentLabel(day: string, participantName: string): string {
  return `Present on ${formatCourseDate(day)}: ${participantName}`;
}

/** The label of a day's "All present" checkbox: 'All present on 14-12-2026'. */
export function allPresentLabel(day: string): string {
  return `All present on ${formatCourseDate(day)}`;
}

/** The rule as staff read it: 'Attended at least 3 of 5 days'. */
export function attendanceRuleText(minDays: number, totalDays: number): string {
  return `Attended at least ${minDays} of ${totalDays} ${totalDays === 1 ? 'day' : 'days'}`;
}

/** Every day from `heldFrom` to `heldTo` (YYYY-MM-DD, both included), at most ATTENDANCE_MAX_DAYS. */
export function heldDays(heldFrom: string, heldTo: string): string[] {
  if (!isCalendarDate(heldFrom) || !isCalendarDate(heldTo)) return [];
  const days: string[] = [];
  const day = new Date(`${heldFrom}T00:00:00Z`);
  const end = new Date(`${heldTo}T00:00:00Z`).getTime();
  while (day.getTime() <= end && days.length < ATTENDANCE_MAX_DAYS) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** What happens to one participant under the rule "present on at least `minDays` days". */
export function completionOutcome(
  participant: { days_present: number; completed: boolean; certified: boolean },
  minDays: number,
): CompletionOutcome {
  if (participant.certified) return 'already_certified';
  if (participant.completed) return 'certify';
  return participant.days_present >= minDays ? 'complete_and_certify' : 'too_few_days';
}

const ZApplicationId = z
  .number({ error: ATTENDANCE_MESSAGES.applicationId })
  .int({ error: ATTENDANCE_MESSAGES.applicationId })
  .min(1, { error: ATTENDANCE_MESSAGES.applicationId })
  .max(MAX_RECORD_ID, { error: ATTENDANCE_MESSAGES.applicationId });

const ZDay = z
  .string({ error: ATTENDANCE_MESSAGES.dayText })
  .refine((value) => isCalendarDate(value), { error: ATTENDANCE_MESSAGES.dayText });

/** One checkbox: present or not on one day. */
export const ZAttendanceMark = z.strictObject({
  application_id: ZApplicationId,
  day: ZDay,
  present: z.boolean({ error: ATTENDANCE_MESSAGES.present }),
});
export type TAttendanceMark = z.infer<typeof ZAttendanceMark>;

/** The body of "Save attendance": the marks that changed (or all of them). */
export const ZAttendanceSaveBody = z.strictObject({
  marks: z.array(ZAttendanceMark).max(ATTENDANCE_MAX_MARKS, { error: ATTENDANCE_MESSAGES.tooManyMarks }),
});
export type TAttendanceSaveBody = z.infer<typeof ZAttendanceSaveBody>;

const ZMinDays = z
  .number({ error: ATTENDANCE_MESSAGES.minDays })
  .int({ error: ATTENDANCE_MESSAGES.minDays })
  .min(1, { error: ATTENDANCE_MESSAGES.minDays })
  .max(ATTENDANCE_MAX_DAYS, { error: ATTENDANCE_MESSAGES.minDaysTooMany });

/** The body of the completion preview: the rule (at least `min_days` days present; all days when left out). */
export const ZCompletionPreviewBody = z.strictObject({ min_days: ZMinDays.optional() });
export type TCompletionPreviewBody = z.infer<typeof ZCompletionPreviewBody>;

/** The body of "Complete and certify": the rule, and the reason when the course has not been held yet. */
export const ZCompletionBody = z.strictObject({ min_days: ZMinDays.optional(), reason: ZCertificateReason.optional() });
export type TCompletionBody = z.infer<typeof ZCompletionBody>;

export const ZAttendanceParticipant = z.object({
  application_id: z.number(),
  name: z.string(),
  /** The days present, YYYY-MM-DD. */
  present: z.array(z.string()),
  completed: z.boolean(),
  certificate_number: z.string().nullable(),
});
export type TAttendanceParticipant = z.infer<typeof ZAttendanceParticipant>;

export const ZAttendanceSheet = z.object({
  course: z.object({
    id: z.number(),
    course_name: z.string(),
    held_from: z.string().nullable(),
    held_to: z.string().nullable(),
    /** The held-from date has come (IST): completion needs no reason. */
    course_held: z.boolean(),
  }),
  days: z.array(z.string()),
  participants: z.array(ZAttendanceParticipant),
});
export type TAttendanceSheet = z.infer<typeof ZAttendanceSheet>;
export const ZAttendanceSheetResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAttendanceSheet,
});

export const ZCompletionEntry = z.object({
  application_id: z.number(),
  name: z.string(),
  days_present: z.number(),
  outcome: z.enum(COMPLETION_OUTCOMES),
  certificate_number: z.string().nullable(),
});
export type TCompletionEntry = z.infer<typeof ZCompletionEntry>;

export const ZCompletionPlan = z.object({
  min_days: z.number(),
  total_days: z.number(),
  rule: z.string(),
  course_held: z.boolean(),
  held_from: z.string().nullable(),
  entries: z.array(ZCompletionEntry),
});
export type TCompletionPlan = z.infer<typeof ZCompletionPlan>;
export const ZCompletionPlanResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZCompletionPlan,
});

/** The answer of "Complete and certify": '3 completed and 4 certificates issued.' */
export function completionDoneMessage(completed: number, certified: number): string {
  return `${completed} completed and ${certified} ${certified === 1 ? 'certificate' : 'certificates'} issued.`;
}
