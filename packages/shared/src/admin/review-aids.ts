import { z } from 'zod';
import { MAX_RECORD_ID } from '../common/record-id';
import { API_ERRORS } from '../messages';

/*
 * Review aids (issue 19): duplicates of an application, staff's internal notes, rejection reasons, and the
 * new-application mails to a course's coordinators. The back office is English only.
 */

export const NOTE_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 200;
export const REJECTION_DETAIL_MAX_LENGTH = 1000;
export const COURSE_COORDINATORS_MAX = 20;

export const REVIEW_AIDS_MESSAGES = {
  noteRequired: 'Write the note.',
  noteTooLong: `The note can be at most ${NOTE_MAX_LENGTH} characters.`,
  noteAdded: 'Note added.',
  labelEnRequired: 'Enter the reason in English.',
  labelHiRequired: 'Enter the reason in Hindi.',
  labelTooLong: `A reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
  reasonAdded: 'Rejection reason added.',
  reasonSaved: 'Rejection reason saved.',
  reasonRetired: 'Rejection reason retired.',
  reasonRestored: 'Rejection reason offered again.',
  reasonNotFound: 'Rejection reason not found.',
  reasonUnknown: 'Choose a rejection reason from the list.',
  reasonOnlyWhenRejecting: 'A rejection reason goes only with the status Rejected.',
  applicationNotFound: 'Application not found.',
  coordinatorsInvalid: 'Choose coordinators among the active staff accounts.',
  coordinatorsSaved: 'Coordinators saved.',
  courseNotFound: 'Course not found.',
  settingsSaved: 'Your e-mail settings are saved.',
} as const;

/** Text staff type: trimmed, no control characters (a line break and a tab are fine). */
function zStaffText(required: string, tooLong: string, max: number) {
  return (
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, tooLong)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), API_ERRORS.invalidCharacter)
  );
}

// Duplicates

/** Why another application looks like the same person. */
export const DUPLICATE_MATCHES = ['name_dob', 'mobile', 'email', 'passport'] as const;
export type TDuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

export const DUPLICATE_MATCH_LABELS: Record<TDuplicateMatch, string> = {
  name_dob: 'same name and date of birth',
  mobile: 'same mobile',
  email: 'same e-mail',
  passport: 'same passport number',
};

export const ZDuplicate = z.object({
  id: z.number(),
  applicant: z.string(),
  course_name: z.string(),
  status: z.number(),
  created_at: z.string(),
  matches: z.array(z.enum(DUPLICATE_MATCHES)),
});
export type TDuplicate = z.infer<typeof ZDuplicate>;
export const ZDuplicatesResponse = z.object({ success: z.literal(true), data: z.array(ZDuplicate) });

// Internal notes

export const ZNoteBody = z.strictObject({
  body: zStaffText(REVIEW_AIDS_MESSAGES.noteRequired, REVIEW_AIDS_MESSAGES.noteTooLong, NOTE_MAX_LENGTH),
});
export type TNoteBody = z.input<typeof ZNoteBody>;

export const ZNote = z.object({
  id: z.number(),
  body: z.string(),
  /** The author's name, or null once their account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
});
export type TNote = z.infer<typeof ZNote>;
export const ZNotesResponse = z.object({ success: z.literal(true), data: z.array(ZNote) });
export const ZNoteCreatedResponse = z.object({ success: z.literal(true), message: z.string(), data: ZNote });

// Rejection reasons

export const ZRejectionReasonBody = z.strictObject({
  label_en: zStaffText(
    REVIEW_AIDS_MESSAGES.labelEnRequired,
    REVIEW_AIDS_MESSAGES.labelTooLong,
    REJECTION_REASON_MAX_LENGTH,
  ),
  label_hi: zStaffText(
    REVIEW_AIDS_MESSAGES.labelHiRequired,
    REVIEW_AIDS_MESSAGES.labelTooLong,
    REJECTION_REASON_MAX_LENGTH,
  ),
});
export type TRejectionReasonBody = z.input<typeof ZRejectionReasonBody>;

export const ZRejectionReasonRetireBody = z.strictObject({
  retired: z.boolean({ error: 'retired must be true or false.' }),
});

export const ZRejectionReason = z.object({
  id: z.number(),
  label_en: z.string(),
  label_hi: z.string(),
  retired: z.boolean(),
});
export type TRejectionReason = z.infer<typeof ZRejectionReason>;
export const ZRejectionReasonsResponse = z.object({ success: z.literal(true), data: z.array(ZRejectionReason) });
export const ZRejectionReasonResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZRejectionReason,
});

/** The rejection reason chosen in a status change (only with status 3). */
export const zRejectionReasonId = z
  .number({ error: REVIEW_AIDS_MESSAGES.reasonUnknown })
  .int(REVIEW_AIDS_MESSAGES.reasonUnknown)
  .min(1, REVIEW_AIDS_MESSAGES.reasonUnknown)
  .max(MAX_RECORD_ID, REVIEW_AIDS_MESSAGES.reasonUnknown);

// Coordinators and the staff's opt-in

export const ZCoordinatorsBody = z.strictObject({
  user_ids: z
    .array(
      z
        .number({ error: REVIEW_AIDS_MESSAGES.coordinatorsInvalid })
        .int(REVIEW_AIDS_MESSAGES.coordinatorsInvalid)
        .min(1, REVIEW_AIDS_MESSAGES.coordinatorsInvalid)
        .max(MAX_RECORD_ID, REVIEW_AIDS_MESSAGES.coordinatorsInvalid),
      { error: REVIEW_AIDS_MESSAGES.coordinatorsInvalid },
    )
    .max(COURSE_COORDINATORS_MAX, REVIEW_AIDS_MESSAGES.coordinatorsInvalid),
});
export const ZCoordinator = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type TCoordinator = z.infer<typeof ZCoordinator>;
export const ZCoordinatorsResponse = z.object({
  success: z.literal(true),
  data: z.object({ coordinators: z.array(ZCoordinator), staff: z.array(ZCoordinator) }),
});

export const ZNotificationSettings = z.strictObject({
  new_applications: z.boolean({ error: 'new_applications must be true or false.' }),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsResponse = z.object({ success: z.literal(true), data: ZNotificationSettings });
