import { z } from 'zod';
import { textProblem } from '../common/text-problem';
import { API_ERRORS } from '../messages';

/**
 * A course's participants (issue 19, "Participant lists" and "Messages"): the printable list, its CSV and XLSX
 * export, and messages to the batch from a template, each person in their language. Back office only (English).
 */

/** Most nominations one list or export shows (a batch is about 40; a popular course a few hundred). */
export const PARTICIPANT_LIST_MAX = 2000;
/** Most recipients of one message: a larger audience is refused rather than flooding the outbox. */
export const PARTICIPANT_MESSAGE_MAX_RECIPIENTS = 500;
/** Messages sent from one address per ten minutes (the outbox is shared with every other mail). */
export const PARTICIPANT_MESSAGES_PER_TEN_MINUTES = 20;
export const PARTICIPANT_SUBJECT_MAX = 200;
export const PARTICIPANT_BODY_MAX = 10_000;

/**
 * Who a message goes to: everyone still nominated (received, approved or waitlisted; not rejected or
 * withdrawn), the approved ones, or the waitlisted ones.
 */
export const PARTICIPANT_AUDIENCES = ['all', 'approved', 'waitlisted'] as const;
export type TParticipantAudience = (typeof PARTICIPANT_AUDIENCES)[number];
export const PARTICIPANT_AUDIENCE_LABELS: Record<TParticipantAudience, string> = {
  all: 'All participants (received, approved or waitlisted)',
  approved: 'Approved participants',
  waitlisted: 'Waitlisted participants',
};

/** What a template may hold in braces; each is replaced by the recipient's or the course's value. */
export const PARTICIPANT_PLACEHOLDERS = ['name', 'course', 'held_from', 'held_to', 'location'] as const;
export type TParticipantPlaceholder = (typeof PARTICIPANT_PLACEHOLDERS)[number];
export const PARTICIPANT_PLACEHOLDER_PATTERN = /\{([A-Za-z_]+)\}/g;

export const PARTICIPANT_MESSAGES = {
  courseNotFound: 'Course not found.',
  emptyAudience: 'No participant of this course is in this audience: there is nobody to write to.',
  tooManyRecipients: `This audience has more than ${PARTICIPANT_MESSAGE_MAX_RECIPIENTS} participants: choose a smaller one.`,
  subjectRequired: 'Please enter the subject.',
  bodyRequired: 'Please enter the message.',
  subjectTooLong: `The subject may be at most ${PARTICIPANT_SUBJECT_MAX} characters.`,
  bodyTooLong: `The message may be at most ${PARTICIPANT_BODY_MAX} characters.`,
  subjectOneLine: 'The subject must be on one line.',
  hindiIncomplete: 'Write both the Hindi subject and the Hindi message, or neither.',
  unknownPlaceholder: (names: readonly string[]) =>
    `Unknown placeholder: ${names.map((name) => `{${name}}`).join(', ')}. Use ${PARTICIPANT_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`,
  sent: (count: number) => `Message queued for ${count} ${count === 1 ? 'participant' : 'participants'}.`,
} as const;

/** The placeholders in a text that are not known, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PARTICIPANT_PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!(PARTICIPANT_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The template with each known placeholder replaced by its value (unknown ones are left as written). */
export function fillPlaceholders(text: string, values: Record<TParticipantPlaceholder, string>): string {
  return text.replace(PARTICIPANT_PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as TParticipantPlaceholder] : whole,
  );
}

function templateText(max: number, tooLong: string, options: { oneLine?: boolean } = {}) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => textProblem(value) === null, API_ERRORS.invalidCharacter)
    .refine((value) => !options.oneLine || !/[\r\n]/.test(value), PARTICIPANT_MESSAGES.subjectOneLine)
    .superRefine((value, context) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0)
        context.addIssue({ code: 'custom', message: PARTICIPANT_MESSAGES.unknownPlaceholder(unknown) });
    });
}

/** A message to a course's participants: the English text always, the Hindi text for those who read Hindi. */
export const ZParticipantMessageBody = z
  .strictObject({
    audience: z.enum(PARTICIPANT_AUDIENCES),
    subject: templateText(PARTICIPANT_SUBJECT_MAX, PARTICIPANT_MESSAGES.subjectTooLong, { oneLine: true }).refine(
      (value) => value.trim() !== '',
      PARTICIPANT_MESSAGES.subjectRequired,
    ),
    body: templateText(PARTICIPANT_BODY_MAX, PARTICIPANT_MESSAGES.bodyTooLong).refine(
      (value) => value.trim() !== '',
      PARTICIPANT_MESSAGES.bodyRequired,
    ),
    subject_hi: templateText(PARTICIPANT_SUBJECT_MAX, PARTICIPANT_MESSAGES.subjectTooLong, { oneLine: true }).default(
      '',
    ),
    body_hi: templateText(PARTICIPANT_BODY_MAX, PARTICIPANT_MESSAGES.bodyTooLong).default(''),
  })
  .refine((value) => (value.subject_hi.trim() === '') === (value.body_hi.trim() === ''), {
    message: PARTICIPANT_MESSAGES.hindiIncomplete,
    path: ['body_hi'],
  });
export type TParticipantMessageBody = z.input<typeof ZParticipantMessageBody>;

export const ZParticipant = z.object({
  application_id: z.number().int(),
  name: z.string(),
  designation: z.string(),
  work_place: z.string(),
  state_or_country: z.string(),
  mobile: z.string(),
  email: z.string(),
  gender: z.string(),
  /** YYYY-MM-DD, or '' when not given. */
  date_of_birth: z.string(),
  hostel: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  /** Days of the held dates on which the participant was marked present. */
  attended_days: z.number().int(),
  /** The certificate in force ('' when none). */
  certificate_number: z.string(),
  language: z.enum(['en', 'hi']),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZParticipantCourse = z.object({
  id: z.number().int(),
  course_name: z.string(),
  start_from: z.string(),
  end_to: z.string(),
  held_from: z.string().nullable(),
  held_to: z.string().nullable(),
  location: z.string().nullable(),
});
export type TParticipantCourse = z.infer<typeof ZParticipantCourse>;

export const ZParticipantListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    course: ZParticipantCourse,
    participants: z.array(ZParticipant),
    /** True when the course has more nominations than PARTICIPANT_LIST_MAX (the list shows the first ones). */
    truncated: z.boolean(),
  }),
});
export type TParticipantListResponse = z.infer<typeof ZParticipantListResponse>;

export const ZParticipantMessagePreview = z.object({
  language: z.enum(['en', 'hi']),
  subject: z.string(),
  text: z.string(),
});

export const ZParticipantMessagePreviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    recipients: z.number().int(),
    english: z.number().int(),
    hindi: z.number().int(),
    /** The first recipient, whose values fill the previews. */
    first: z.object({ name: z.string(), email: z.string(), language: z.enum(['en', 'hi']) }),
    /** The English text, then the Hindi one (the English again when no Hindi text was written). */
    previews: z.array(ZParticipantMessagePreview),
  }),
});
export type TParticipantMessagePreviewResponse = z.infer<typeof ZParticipantMessagePreviewResponse>;

export const ZParticipantMessageSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ recipients: z.number().int(), english: z.number().int(), hindi: z.number().int() }),
});
export type TParticipantMessageSentResponse = z.infer<typeof ZParticipantMessageSentResponse>;

/**
 * The export's file name from the course: 'Certificate-Course-on-Electoral-Rolls-2026-12-14.xlsx' (letters and
 * digits of the title joined by hyphens, then the held-from date, or the window's first day when not held yet).
 */
export function participantsFileName(courseName: string, date: string | null, extension: 'csv' | 'xlsx'): string {
  const words = courseName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[A-Za-z0-9]+/g);
  const title = (words ?? ['Course']).join('-').slice(0, 120).replace(/-+$/, '');
  return `${title}${date ? `-${date.slice(0, 10)}` : ''}.${extension}`;
}
