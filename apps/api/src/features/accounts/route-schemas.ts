import { ZUserDetails } from '@iiidem/shared/accounts/user-details';
import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { z } from 'zod';

/** Response schemas shared by the account routes. */

export const ZMessageAnswer = z.object({ success: z.literal(true), message: z.string() });

export const ZCodeSent = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    mail: z.string().describe('Where the code went (shown as "OTP sent to" + mail)'),
    attempt_id: z.string().describe('Binds the code to this attempt; send it with the code and with a resend'),
    expires_in: z.number().int().describe(`Seconds the code stays valid (${OTP_TTL_SECONDS})`),
  }),
});

export const ZCodeResent = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    expires_in: z.number().int(),
    resends_left: z.number().int(),
  }),
});

export const ZSignedIn = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    token: z.string().describe('Opaque bearer token: Authorization: Bearer <token>'),
    user_type: z.number().int().nullable().describe('2 domestic, 3 faculty, 4 international'),
    role: z.enum(['applicant', 'staff', 'admin']).describe('Staff and admins go to the back office (/admin)'),
  }),
});

export const ZUserDetailsAnswer = z.object({ success: z.literal(true), data: ZUserDetails });
export const ZProfileSaved = z.object({ success: z.literal(true), message: z.string(), data: ZUserDetails });
