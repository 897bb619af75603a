import { z } from 'zod';
import { USER_TYPE, type UserType } from '../constants';
import { MESSAGES } from '../messages';
import {
  attemptIdField,
  captchaAnswerField,
  captchaIdField,
  emailField,
  firstNameField,
  lastNameField,
  mobileField,
  newPasswordField,
  otpField,
  refineMobileForUserType,
} from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { consentField } from './personal-data';

/** Sign-up (spec 1 §3 sign-up payload, plus the server-issued captcha). */

const ZUserTypeCode = z.union(
  [z.literal(USER_TYPE.international), z.literal(USER_TYPE.domestic), z.literal(USER_TYPE.faculty)],
  {
    error: ACCOUNT_MESSAGES.userTypeRequired,
  },
);

/** Adds the per-user-type mobile rule (spec 1 §5) to a form or payload holding user_type and mobile_no. */
function checkMobileForUserType(value: { user_type?: unknown; mobile_no?: unknown }, ctx: z.RefinementCtx) {
  refineMobileForUserType(Number(value.user_type) as UserType, value.mobile_no, ctx);
}

export const ZSignupPayload = z
  .strictObject({
    user_type: ZUserTypeCode,
    first_name: firstNameField(),
    last_name: lastNameField(),
    email_id: emailField(),
    mobile_no: mobileField(),
    user_pass: newPasswordField(),
    captcha_id: captchaIdField(MESSAGES.invalidCaptchaSignup),
    captcha: captchaAnswerField(MESSAGES.invalidCaptchaSignup),
    // The notice's consent box (DPDP Act 2023, issue 17): the server records when it was given.
    consent: consentField(),
  })
  .superRefine(checkMobileForUserType);
export type TSignupPayload = z.infer<typeof ZSignupPayload>;

/** The sign-up form as the browser holds it: the user type is a radio value, with a confirmation field. */
export const ZSignupForm = z
  .object({
    user_type: z.enum(['4', '2', '3'], { error: ACCOUNT_MESSAGES.userTypeRequired }),
    first_name: firstNameField(),
    last_name: lastNameField(),
    email_id: emailField(),
    mobile_no: mobileField(),
    user_pass: newPasswordField(),
    confirm_pass: z.string().min(1, ACCOUNT_MESSAGES.confirmPasswordRequired),
    consent: consentField(),
    captcha: captchaAnswerField(MESSAGES.invalidCaptchaSignup),
  })
  .superRefine((value, ctx) => {
    checkMobileForUserType(value, ctx);
    if (value.confirm_pass && value.confirm_pass !== value.user_pass) {
      ctx.addIssue({ code: 'custom', path: ['confirm_pass'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type TSignupForm = z.input<typeof ZSignupForm>;

export function toSignupPayload(form: z.output<typeof ZSignupForm>, captchaId: string): TSignupPayload {
  return {
    user_type: Number(form.user_type) as TSignupPayload['user_type'],
    first_name: form.first_name,
    last_name: form.last_name,
    email_id: form.email_id,
    mobile_no: form.mobile_no,
    user_pass: form.user_pass,
    consent: form.consent,
    captcha_id: captchaId,
    captcha: form.captcha,
  };
}

export const ZSignupVerifyPayload = z.strictObject({
  attempt_id: attemptIdField(ACCOUNT_MESSAGES.signupAttemptExpired),
  otp: otpField(),
});
export type TSignupVerifyPayload = z.infer<typeof ZSignupVerifyPayload>;

export const ZSignupResendPayload = z.strictObject({
  attempt_id: attemptIdField(ACCOUNT_MESSAGES.signupAttemptExpired),
});

/** The code step of the sign-up screen (no captcha there: spec 1 §2). */
export const ZSignupOtpForm = z.object({ otp: otpField() });
export type TSignupOtpForm = z.input<typeof ZSignupOtpForm>;
