import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../components/form/form-fields';
import { useNameSanitiser } from '../../components/form/name-sanitiser';
import { mobileInputProps } from './input-guards';

/** The account fields several forms share (sign-in, sign-up, password reset, My Profile). */

type FixedFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'required' | 'maxLength'>;

/** The account's e-mail address (254 characters at most, the longest an address can be). */
export function EmailField(props: FixedFieldProps) {
  const { t } = useLingui();
  return <TextField label={t`E-mail`} required type="email" autoComplete="email" maxLength={254} {...props} />;
}

/** The password the account has now (sign-in, change password). */
export function CurrentPasswordField({ label, ...props }: FixedFieldProps & { label: string }) {
  return (
    <TextField label={label} required type="password" autoComplete="current-password" maxLength={128} {...props} />
  );
}

type RegisteredFieldProps = Omit<FixedFieldProps, keyof UseFormRegisterReturn> & {
  label: string;
  required?: boolean;
  /** react-hook-form's register() of the field. */
  registration: UseFormRegisterReturn;
};

/** A name (150 characters at most) that applies the spec's text sanitiser as the visitor types (spec 1 §5). */
export function NameField({ registration, ...props }: RegisteredFieldProps) {
  const { sanitise, notice } = useNameSanitiser();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    sanitise(event.target);
    return registration.onChange(event);
  };
  return (
    <TextField
      maxLength={150}
      hint={notice ? <span role="status">{notice}</span> : undefined}
      {...props}
      {...registration}
      onChange={onChange}
    />
  );
}

type PersonNameFieldProps = Omit<RegisteredFieldProps, 'label' | 'required'>;

/** The required first name (sign-up, My Profile). */
export function FirstNameField(props: PersonNameFieldProps) {
  const { t } = useLingui();
  return <NameField label={t`First name`} required autoComplete="given-name" {...props} />;
}

/** The required last name (sign-up, My Profile). */
export function LastNameField(props: PersonNameFieldProps) {
  const { t } = useLingui();
  return <NameField label={t`Last name`} required autoComplete="family-name" {...props} />;
}

/** A mobile number: digits only, at most `maxDigits` (10, or 15 for international applicants). */
export function MobileField({
  registration,
  maxDigits,
  ...props
}: Omit<RegisteredFieldProps, 'label'> & { maxDigits: number }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Mobile number`}
      required
      autoComplete="tel"
      {...props}
      {...mobileInputProps(registration, maxDigits)}
    />
  );
}
