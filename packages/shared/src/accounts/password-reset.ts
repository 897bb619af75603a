import { z } from 'zod';
import { MESSAGES } from '../messages';
import { captchaAnswerField, captchaIdField, emailField, newPasswordField, otpField } from './fields';
import { ACCOUNT_MESSAGES } from './messages';

/** Forgot password (spec 2 §2, §5): e-mail and captcha, then code, new password, confirmation and captcha. */

export const ZPasswordResetRequestPayload = z.strictObject({
  email: emailField(),
  captcha_id: captchaIdField(MESSAGES.invalidCaptchaLogin),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TPasswordResetRequestPayload = z.infer<typeof ZPasswordResetRequestPayload>;

export const ZPasswordResetRequestForm = z.object({
  email: emailField(),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TPasswordResetRequestForm = z.input<typeof ZPasswordResetRequestForm>;

const resetFields = {
  otp: otpField(MESSAGES.enterValidOtp, MESSAGES.enterValidOtp),
  password: newPasswordField(),
  confirm_password: z
    .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
};

function checkConfirmation(value: { password?: unknown; confirm_password?: unknown }, ctx: z.RefinementCtx) {
  if (
    typeof value.confirm_password === 'string' &&
    value.confirm_password &&
    value.confirm_password !== value.password
  ) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.resetPasswordsDoNotMatch });
  }
}

export const ZPasswordResetConfirmPayload = z
  .strictObject({
    email: emailField(),
    ...resetFields,
    captcha_id: captchaIdField(MESSAGES.invalidCaptchaLogin),
  })
  .superRefine(checkConfirmation);
export type TPasswordResetConfirmPayload = z.infer<typeof ZPasswordResetConfirmPayload>;

export const ZPasswordResetConfirmForm = z.object(resetFields).superRefine(checkConfirmation);
export type TPasswordResetConfirmForm = z.input<typeof ZPasswordResetConfirmForm>;
