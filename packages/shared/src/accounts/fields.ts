import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email';
import { mobileRuleFor } from '../common/mobile';
import { SANITIZED_TEXT_PATTERN } from '../common/sanitize-text';
import type { UserType } from '../constants';
import {
  FIRST_NAME_MIN_LENGTH,
  MOBILE_MAX_DIGITS_INTERNATIONAL,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../limits';
import { MESSAGES } from '../messages';
import { ATTEMPT_ID_MAX_LENGTH } from './limits';
import { ACCOUNT_MESSAGES } from './messages';
import { passwordIssue } from './password-policy';

/**
 * Reusable field schemas of the account forms and payloads. The web forms and the API routes use the
 * same ones, so a value the browser accepts is a value the server accepts, with the same message.
 */

/** E-mail address, trimmed and lower-cased (accounts are found by their lower-cased address). */
export function emailField() {
  return z
    .string({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailTooLong)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
}

export function firstNameField() {
  return z
    .string({ error: MESSAGES.firstNameRequired })
    .trim()
    .min(1, MESSAGES.firstNameRequired)
    .min(FIRST_NAME_MIN_LENGTH, MESSAGES.firstNameMin)
    .max(NAME_MAX_LENGTH, MESSAGES.firstNameMax)
    .regex(SANITIZED_TEXT_PATTERN, ACCOUNT_MESSAGES.nameCharacters);
}

export function middleNameField() {
  return z
    .string({ error: MESSAGES.middleNameMax })
    .trim()
    .max(NAME_MAX_LENGTH, MESSAGES.middleNameMax)
    .regex(/^[\p{L}\p{M}\p{N} @._/+-]*$/u, ACCOUNT_MESSAGES.nameCharacters);
}

export function lastNameField() {
  return z
    .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.lastNameRequired)
    .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.lastNameMax)
    .regex(SANITIZED_TEXT_PATTERN, ACCOUNT_MESSAGES.nameCharacters);
}

/** Digits only, at most 15 (the per-user-type rule is checked on the whole form by `mobileIssue`). */
export function mobileField() {
  return z
    .string({ error: ACCOUNT_MESSAGES.mobileRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.mobileRequired)
    .max(MOBILE_MAX_DIGITS_INTERNATIONAL, MESSAGES.mobile10to15)
    .regex(/^\d+$/, ACCOUNT_MESSAGES.mobileDigitsOnly);
}

/**
 * Spec 1 §5: the mobile rule of the user type (common/mobile.ts), after this form's own required and
 * digits-only messages.
 */
export function mobileIssue(userType: UserType | number | undefined, mobile: string): string | null {
  if (mobile.length === 0) return ACCOUNT_MESSAGES.mobileRequired;
  if (!/^\d+$/.test(mobile)) return ACCOUNT_MESSAGES.mobileDigitsOnly;
  return mobileRuleFor(userType)(mobile);
}

/** Adds the user type's mobile issue at `mobile_no`; an empty mobile is left to the field's required message. */
export function refineMobileForUserType(
  userType: UserType | number | undefined,
  mobile: unknown,
  ctx: z.RefinementCtx,
): void {
  if (typeof mobile !== 'string' || mobile.length === 0) return;
  const issue = mobileIssue(userType, mobile);
  if (issue) ctx.addIssue({ code: 'custom', path: ['mobile_no'], message: issue });
}

/** A new password: the spec's two rules plus at most 128 characters and the blocklist. */
export function newPasswordField() {
  return z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .superRefine((value, ctx) => {
      const issue = passwordIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .meta({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH, pattern: '^[A-Za-z\\d@$!%*?&]+$' });
}

/** The password of an existing account (sign-in, old password): only required and bounded. */
export function currentPasswordField(requiredMessage: string = ACCOUNT_MESSAGES.passwordRequired) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.invalidCredentials);
}

/** A 6-digit one-time code; `emptyMessage` when nothing was typed, `invalidMessage` otherwise. */
export function otpField(
  emptyMessage: string = MESSAGES.pleaseEnterOtp,
  invalidMessage: string = MESSAGES.enterValidOtp,
) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), invalidMessage);
}

/** The captcha the visitor typed: any mismatch, including an empty one, reads as the screen's captcha text. */
export function captchaAnswerField(invalidMessage: string) {
  return z.string({ error: invalidMessage }).trim().min(1, invalidMessage).max(16, invalidMessage);
}

/** The id of the server-issued captcha the answer belongs to. */
export function captchaIdField(invalidMessage: string) {
  return z.string({ error: invalidMessage }).min(1, invalidMessage).max(64, invalidMessage);
}

/** The opaque id that binds a code to its sign-up or sign-in attempt. */
export function attemptIdField(expiredMessage: string) {
  return z
    .string({ error: expiredMessage })
    .min(16, expiredMessage)
    .max(ATTEMPT_ID_MAX_LENGTH, expiredMessage)
    .regex(/^[A-Za-z0-9_-]+$/, expiredMessage);
}
