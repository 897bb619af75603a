import { z } from 'zod';
import { MESSAGES } from '../messages';
import { currentPasswordField, newPasswordField } from './fields';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * Change password (spec 2 §5): old, new and confirmation, trimmed; the new one follows the password rules
 * (the spec names the 8-character one; the server applies all of them to every new password).
 */
const changePasswordShape = {
  old_password: z
    .string({ error: ACCOUNT_MESSAGES.oldPasswordRequired })
    .trim()
    .pipe(currentPasswordField(ACCOUNT_MESSAGES.oldPasswordRequired)),
  new_password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).trim().pipe(newPasswordField()),
  confirm_password: z
    .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired),
};

function checkConfirmation(value: { new_password?: unknown; confirm_password?: unknown }, ctx: z.RefinementCtx) {
  if (
    typeof value.confirm_password === 'string' &&
    value.confirm_password &&
    value.confirm_password !== value.new_password
  ) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.changePasswordMismatch });
  }
}

export const ZChangePasswordPayload = z.strictObject(changePasswordShape).superRefine(checkConfirmation);
export type TChangePasswordPayload = z.infer<typeof ZChangePasswordPayload>;

export const ZChangePasswordForm = z.object(changePasswordShape).superRefine(checkConfirmation);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;
