import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-fields';

export const PASSWORD_RULES_HINT = msg`At least 8 characters, with an upper-case and a lower-case letter, a digit and one of @ $ ! % * ? &`;

type NewPasswordFieldsProps = {
  labels: { password: string; confirm: string };
  /** react-hook-form's register() of the password and of its confirmation. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
};

/** A new password and its confirmation (sign-up, password reset, change password), with the rules hint. */
export function NewPasswordFields({ labels, password, confirm, errors }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={labels.password}
        required
        type="password"
        autoComplete="new-password"
        hint={t(PASSWORD_RULES_HINT)}
        maxLength={128}
        error={errors.password}
        {...password}
      />
      <TextField
        label={labels.confirm}
        required
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
