import { z } from 'zod';
import { freeTextField } from '../common/fields';
import { currentPasswordField } from './fields';

/**
 * The person's data under India's Digital Personal Data Protection Act 2023 (issue 17): the consent given at
 * sign-up, the download of everything stored about the person, and the request to delete the account, which
 * staff carry out or decline with a reason in the back office.
 */

export const PERSONAL_DATA_MESSAGES = {
  consentRequired: 'Please agree to the processing of your personal data to sign up.',
  deletionRequested: 'Your request to delete the account has been received. Staff will carry it out.',
  deletionAlreadyRequested: 'A request to delete this account is already open.',
  passwordIncorrect: 'The password is incorrect.',
  staffAccountsClosedByAdmin: 'Staff accounts are closed by an administrator.',
  requestNotFound: 'Data request not found.',
  requestAlreadyClosed: 'This request has already been closed.',
  reasonRequired: 'Please give the reason.',
  carriedOut: 'The account was erased and the person informed.',
  declined: 'The request was declined and the person informed.',
} as const;

export const DECLINE_REASON_MAX_LENGTH = 1000;

/** The consent box of the sign-up form: it must be ticked (the server records when). */
export function consentField() {
  return z.literal(true, { error: PERSONAL_DATA_MESSAGES.consentRequired });
}

/** POST /api/personal-data/deletion-request: the person confirms with their password. */
export const ZDeletionRequestPayload = z.strictObject({
  password: currentPasswordField(),
});
export type TDeletionRequestPayload = z.input<typeof ZDeletionRequestPayload>;

export const DATA_REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type TDataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** The person's own view of their deletion request (none: null). */
export const ZOwnDeletionRequest = z.object({
  id: z.number().int(),
  status: z.enum(DATA_REQUEST_STATUSES),
  requestedAt: z.string(),
  closedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type TOwnDeletionRequest = z.infer<typeof ZOwnDeletionRequest>;

export const ZOwnDeletionRequestAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZOwnDeletionRequest.nullable(),
});

/** A request as staff see it: the person's name and e-mail while it is open (none once the account is erased). */
export const ZDataRequestItem = ZOwnDeletionRequest.extend({
  kind: z.literal('deletion'),
  userId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  applications: z.number().int(),
  certificates: z.number().int(),
  closedBy: z.string().nullable(),
});
export type TDataRequestItem = z.infer<typeof ZDataRequestItem>;

export const ZDataRequestListQuery = z.strictObject({
  status: z.enum(DATA_REQUEST_STATUSES, { error: "The status must be 'open', 'done' or 'declined'." }).optional(),
});

export const ZDataRequestListAnswer = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(ZDataRequestItem) }),
});
export type TDataRequestListAnswer = z.infer<typeof ZDataRequestListAnswer>;

export const ZDataRequestItemAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZDataRequestItem,
});

/** POST /api/admin/data-requests/:id/decline. */
export const ZDeclineDataRequestPayload = z.strictObject({
  reason: freeTextField({
    max: DECLINE_REASON_MAX_LENGTH,
    required: PERSONAL_DATA_MESSAGES.reasonRequired,
  }),
});
export type TDeclineDataRequestPayload = z.input<typeof ZDeclineDataRequestPayload>;
