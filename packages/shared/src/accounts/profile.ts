import { z } from 'zod';
import { GENDERS, TITLES } from '../constants';
import { ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../limits';
import { MESSAGES } from '../messages';
import {
  emailField,
  firstNameField,
  lastNameField,
  middleNameField,
  mobileField,
  refineMobileForUserType,
} from './fields';

/** My Profile (spec 1 §2, §5): title, names, read-only e-mail, mobile, gender and a photo. */

export const GENDER_CODES = Object.keys(GENDERS) as (keyof typeof GENDERS)[];

/** The text fields of the profile update (multipart, spec 1 §7 post-user-details); the photo travels beside them. */
export const ZProfileFields = z.strictObject({
  title: z.enum(TITLES, { error: MESSAGES.pleaseSelectTitle }),
  first_name: firstNameField(),
  middle_name: middleNameField().optional(),
  last_name: lastNameField(),
  mobile_no: mobileField(),
  gender: z.enum(GENDER_CODES as [keyof typeof GENDERS, ...(keyof typeof GENDERS)[]], {
    error: MESSAGES.pleaseSelectGender,
  }),
  /** Read-only: accepted only when it is the account's own address. */
  email_id: emailField().optional(),
});
export type TProfileFields = z.infer<typeof ZProfileFields>;

/** The profile form for an account of the given user type (the mobile rule depends on it). */
export function profileFormSchema(userType: number | null | undefined) {
  return z
    .object({
      title: z.union([z.enum(TITLES), z.literal('')]).refine((value) => value !== '', MESSAGES.pleaseSelectTitle),
      first_name: firstNameField(),
      middle_name: middleNameField(),
      last_name: lastNameField(),
      mobile_no: mobileField(),
      gender: z
        .union([z.enum(GENDER_CODES as [keyof typeof GENDERS]), z.literal('')])
        .refine((value) => value !== '', MESSAGES.pleaseSelectGender),
    })
    .superRefine((value, ctx) => refineMobileForUserType(userType ?? undefined, value.mobile_no, ctx));
}
export type TProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

/** Spec 1 §5 photo rules, checked in the browser on the chosen file (the server judges the bytes again). */
export function photoFileIssue(
  file: { type: string; size: number } | null | undefined,
  hasPhoto: boolean,
): string | null {
  if (!file) return hasPhoto ? null : MESSAGES.pleaseUploadPhoto;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.onlyJpgPng;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.fileSize2mbOrLess;
  return null;
}
