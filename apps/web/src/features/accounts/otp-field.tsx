import { OTP_LENGTH } from '@iiidem/shared/limits';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { TextField } from '../../components/form/form-fields';
import { blockClipboard, digitsOnly } from './input-guards';

type OtpFieldProps = {
  error?: string;
  disabled?: boolean;
  hint?: string;
  /** react-hook-form's register('otp'). */
  inputProps: ComponentProps<'input'> & { onChange: NonNullable<ComponentProps<'input'>['onChange']> };
};

/** The 6-character one-time code (spec 1 §5): digits only, no copy, cut or paste. */
export function OtpField({ error, disabled, hint, inputProps }: OtpFieldProps) {
  const { t } = useLingui();
  const { onChange, ...rest } = inputProps;
  return (
    <TextField
      label={t`Enter OTP`}
      required
      hint={hint}
      error={error}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      onCopy={blockClipboard}
      onCut={blockClipboard}
      onPaste={blockClipboard}
      onChange={(event) => {
        event.target.value = digitsOnly(event.target.value, OTP_LENGTH);
        onChange(event);
      }}
      {...rest}
    />
  );
}
