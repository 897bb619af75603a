import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  attemptIdField,
  captchaAnswerField,
  captchaIdField,
  currentPasswordField,
  emailField,
  otpField,
} from './fields';
import { ACCOUNT_MESSAGES } from './messages';

/** Sign-in: the password step, then the e-mailed code bound to that attempt (product guide). */

export const ZSignInPayload = z.strictObject({
  email: emailField(),
  password: currentPasswordField(),
  captcha_id: captchaIdField(MESSAGES.invalidCaptchaLogin),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TSignInPayload = z.infer<typeof ZSignInPayload>;

export const ZSignInForm = z.object({
  email: emailField(),
  password: currentPasswordField(),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TSignInForm = z.input<typeof ZSignInForm>;

export const ZSignInVerifyPayload = z.strictObject({
  attempt_id: attemptIdField(ACCOUNT_MESSAGES.signInAttemptExpired),
  otp: otpField(),
  captcha_id: captchaIdField(MESSAGES.invalidCaptchaLogin),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TSignInVerifyPayload = z.infer<typeof ZSignInVerifyPayload>;

export const ZSignInResendPayload = z.strictObject({
  attempt_id: attemptIdField(ACCOUNT_MESSAGES.signInAttemptExpired),
});

/** The one-time-code screen (spec 1 §2): the code and the captcha. */
export const ZSignInOtpForm = z.object({
  otp: otpField(),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TSignInOtpForm = z.input<typeof ZSignInOtpForm>;
