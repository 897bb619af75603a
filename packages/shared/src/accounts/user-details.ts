import { z } from 'zod';
import { ROLES } from '../constants';

/**
 * GET /api/user-details (spec 1 §3 User, plus the role for the back office): the API's response schema and
 * the web app's type of the signed-in user's details.
 */
export const ZUserDetails = z.object({
  user_type: z.number().int().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email_id: z.string(),
  mobile_no: z.string().nullable(),
  title: z.string().nullable(),
  gender: z.string().nullable(),
  photo: z.string().nullable().describe('URL of the photo, readable with the bearer token by its owner and staff'),
  role: z.enum(ROLES),
});

export type TUserDetails = z.infer<typeof ZUserDetails>;

export const ZUserDetailsAnswer = z.object({ success: z.literal(true), data: ZUserDetails });

export type TUserDetailsAnswer = z.infer<typeof ZUserDetailsAnswer>;
