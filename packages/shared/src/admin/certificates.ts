import { z } from 'zod';
import { SHORT_PRODUCT_NAME } from '../constants';
import { formatCourseDate } from '../dates';
import { API_ERRORS } from '../messages';

/**
 * Completion and certificates (issue 7): the certificate number, the texts the API and the pages share,
 * and the answers of the certificate endpoints.
 */

/**
 * Certificate numbers: 'IIIDEM-<year of issue>-<8 random characters>' (Crockford base 32: digits and capitals
 * without I, L, O, U), e.g. 'IIIDEM-2026-7K3QX9M2'. The random part (40 bits) keeps numbers from being
 * guessed, so the public verification page cannot be used to list every participant.
 */
export const CERTIFICATE_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_NUMBER_RANDOM_LENGTH = 8;
export const CERTIFICATE_NUMBER_PATTERN = /^IIIDEM-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
/** Longest text a number field accepts (a real number is 20 characters). */
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;

/** A number from the year and 8 random values 0-31 (the caller supplies secure randomness). */
export function formatCertificateNumber(year: number, randomValues: readonly number[]): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (randomValues.length !== CERTIFICATE_NUMBER_RANDOM_LENGTH) throw new RangeError('Eight random values needed');
  const random = randomValues
    .map((value) => {
      const character = CERTIFICATE_NUMBER_ALPHABET[value];
      if (!Number.isInteger(value) || character === undefined) throw new RangeError(`Not a value 0-31: ${value}`);
      return character;
    })
    .join('');
  return `${SHORT_PRODUCT_NAME}-${year}-${random}`;
}

/** True for a well-formed certificate number (upper case, as printed). */
export function isCertificateNumber(value: string): boolean {
  return CERTIFICATE_NUMBER_PATTERN.test(value);
}

/** What a person typed or scanned, as a number to look up: trimmed and upper-cased; undefined when not a number. */
export function normalizeCertificateNumber(value: string): string | undefined {
  const candidate = value.trim().toUpperCase();
  return isCertificateNumber(candidate) ? candidate : undefined;
}

/** The public verification page of a certificate (the QR code on it links here). */
export function certificateVerificationUrl(publicUrl: string, certificateNumber: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify-certificate/${encodeURIComponent(certificateNumber)}`;
}

export type ParticipantNameParts = {
  title?: string | null;
  first_name: string;
  middle_name?: string | null;
  last_name?: string | null;
};

/** 'Ms Asha K Verma': title, first, middle and last name, blanks left out, spaces collapsed. */
export function formatParticipantName(parts: ParticipantNameParts): string {
  return [parts.title, parts.first_name, parts.middle_name, parts.last_name]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

/** Texts of completion and certificates (ours; the spec has none). */
export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate has this number.',
  invalidNumber: 'Please enter a certificate number like IIIDEM-2026-7K3QX9M2.',
  valid: 'This certificate is valid.',
  revokedVerdict: 'This certificate has been revoked.',
  applicationNotFound: 'There is no such application.',
  completeOnlyApproved: 'Only an approved application can be marked as completed.',
  alreadyCompleted: 'This application is already marked as completed.',
  notCompleted: 'Mark the application as completed before issuing its certificate.',
  reopenNotCompleted: 'This application is not marked as completed.',
  reopenCertificateIssued: 'A certificate has been issued for this application, so its completion cannot be undone.',
  uploadBothFiles: 'Please upload both the certificate PDF and its JPG image.',
  uploadAFile: 'Please choose the certificate PDF, its JPG image, or both.',
  pdfRequired: 'Please choose the certificate PDF.',
  jpgRequired: 'Please choose the certificate image (JPG or PNG).',
  completed: 'The application is marked as completed.',
  reopened: 'The completion was undone; the application is back on the Applied list.',
  generated: 'The certificate was generated.',
  uploaded: 'The certificate was uploaded.',
  changedMeanwhile: 'The certificate was changed by someone else at the same time. Please try again.',
  reasonRequired: 'Please give the reason.',
  reasonTooLong: `The reason must be at most ${500} characters.`,
  reasonText: 'The reason must be text.',
  noCertificateInForce: 'This application has no certificate in force.',
  revoked: 'The certificate was revoked. The applicant is told by e-mail.',
  reissued: 'A new certificate was issued with a new number; the old number now verifies as revoked.',
  reopenCertificateRevoked: 'The certificate is revoked: the completion can be undone.',
  notHeldForCertificate:
    'The course has not been held yet, and the completion gave no reason: undo the completion and mark it as completed again with a reason.',
} as const;

/** Longest reason staff may give for an early completion, a revocation or a reissue. */
export const CERTIFICATE_REASON_MAX_LENGTH = 500;

/**
 * Why completion is refused before the course is held (issue 19): the held-from date as the back office shows
 * it, day-month-year.
 */
export function courseNotHeldYetMessage(heldFrom: string): string {
  return `This course is held from ${formatCourseDate(heldFrom)}, so it cannot be marked as completed yet. To complete it before then, give the reason.`;
}

/**
 * True once the course has begun: the IST calendar date `today` (YYYY-MM-DD) is on or after its held-from date.
 * Completion and certificates wait for this day unless staff give a reason.
 */
export function isCourseHeld(heldFrom: string, today: string): boolean {
  return today >= heldFrom;
}

/** A staff member's reason: trimmed, 1-500 characters, no control characters. */
export const ZCertificateReason = z
  .string({
    error: (issue) =>
      issue.input === undefined ? CERTIFICATE_MESSAGES.reasonRequired : CERTIFICATE_MESSAGES.reasonText,
  })
  .trim()
  .min(1, CERTIFICATE_MESSAGES.reasonRequired)
  .max(CERTIFICATE_REASON_MAX_LENGTH, CERTIFICATE_MESSAGES.reasonTooLong)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), API_ERRORS.invalidCharacter);

/** The body of "Mark as completed": nothing, or the reason when the course has not been held yet. */
export const ZCompleteBody = z.strictObject({ reason: ZCertificateReason.optional() }).nullish();
export type TCompleteBody = z.input<typeof ZCompleteBody>;

/** The body of "Revoke" and "Reissue": the reason, recorded in the audit log (the applicant is told). */
export const ZCertificateReasonBody = z.strictObject({ reason: ZCertificateReason });
export type TCertificateReasonBody = z.input<typeof ZCertificateReasonBody>;

/** Audit actions written by completion and certificates (entity 'application'). */
export const CERTIFICATE_AUDIT_ACTIONS = {
  complete: 'application.complete',
  reopen: 'application.reopen',
  generate: 'certificate.generate',
  upload: 'certificate.upload',
  revoke: 'certificate.revoke',
  reissue: 'certificate.reissue',
} as const;

/** The route parameter of the verification endpoint and page. */
export const ZCertificateNumberParams = z.strictObject({
  number: z.string().max(CERTIFICATE_NUMBER_MAX_LENGTH),
});

/** The "check another number" form of the verification page. */
export const ZCertificateLookupForm = z.strictObject({
  number: z
    .string()
    .trim()
    .min(1, CERTIFICATE_MESSAGES.invalidNumber)
    .max(CERTIFICATE_NUMBER_MAX_LENGTH, CERTIFICATE_MESSAGES.invalidNumber)
    .refine((value) => normalizeCertificateNumber(value) !== undefined, CERTIFICATE_MESSAGES.invalidNumber),
});
export type TCertificateLookupForm = z.input<typeof ZCertificateLookupForm>;

/**
 * What the public verification tells: what the certificate stated when it was issued (issue 19), nothing
 * personal beyond the participant's name, and whether it is still in force (a revoked one says when, and the
 * number of the certificate that replaced it, if any).
 */
export const ZCertificateVerification = z.object({
  valid: z.boolean(),
  status: z.enum(['valid', 'revoked']),
  certificate_number: z.string(),
  participant_name: z.string(),
  course_name: z.string(),
  /** The course name in Hindi, '' when staff have not written it (issue 14). */
  course_nameHi: z.string(),
  /** The days the course was held, as certified. */
  held_from: z.iso.date(),
  held_to: z.iso.date(),
  location: z.string().nullable(),
  locationHi: z.string(),
  issued_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
  replaced_by: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
export const ZCertificateVerificationResponse = z.object({
  success: z.literal(true),
  data: ZCertificateVerification,
});
export type TCertificateVerificationResponse = z.infer<typeof ZCertificateVerificationResponse>;

/** An issued certificate as the back office sees it; pdf and jpg are '/api/private-files/...' paths. */
export const ZAdminCertificate = z.object({
  certificate_number: z.string(),
  issued_at: z.iso.datetime(),
  issued_by: z.string().nullable(),
  pdf: z.string().nullable(),
  jpg: z.string().nullable(),
  /** What it states (issue 19). */
  participant_name: z.string(),
  course_name: z.string(),
  held_from: z.iso.date(),
  held_to: z.iso.date(),
  location: z.string().nullable(),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;

/** A certificate no longer in force. */
export const ZAdminRevokedCertificate = z.object({
  certificate_number: z.string(),
  issued_at: z.iso.datetime(),
  revoked_at: z.iso.datetime(),
  revoked_by: z.string().nullable(),
  reason: z.string(),
  replaced_by: z.string().nullable(),
});
export type TAdminRevokedCertificate = z.infer<typeof ZAdminRevokedCertificate>;

/** Completion state and certificate of one application. */
export const ZAdminCertificateState = z.object({
  application_id: z.number().int(),
  application_status: z.number().int().min(1).max(5),
  completed_at: z.iso.datetime().nullable(),
  /** Why it was completed before the course was held; null otherwise. */
  completed_early_reason: z.string().nullable(),
  /** The course's held dates: completion waits for held_from unless a reason is given. */
  held_from: z.iso.date(),
  held_to: z.iso.date(),
  /** True once held_from has come (IST). */
  course_held: z.boolean(),
  /** The certificate in force, if any. */
  certificate: ZAdminCertificate.nullable(),
  /** Revoked certificates, newest first. */
  revoked: z.array(ZAdminRevokedCertificate),
});
export type TAdminCertificateState = z.infer<typeof ZAdminCertificateState>;
export const ZAdminCertificateStateResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZAdminCertificateState,
});
export type TAdminCertificateStateResponse = z.infer<typeof ZAdminCertificateStateResponse>;

/** The body of "Mark as completed" and "Undo completion": nothing (a strict empty object). */
export const ZEmptyBody = z.strictObject({}).nullish();
