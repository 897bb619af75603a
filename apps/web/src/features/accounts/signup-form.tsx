import { zodResolver } from '@hookform/resolvers/zod';
import { mobileMaxDigits, sanitizeText } from '@iiidem/shared/accounts/fields';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignupForm, toSignupPayload, ZSignupForm } from '@iiidem/shared/accounts/signup';
import { MESSAGES } from '@iiidem/shared/messages';
import { type ChangeEvent, useEffect, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { type CodeSent, signUp } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { applyFieldErrors, isCaptchaRefusal, isNetworkFailure, isRefusal } from './api-errors';
import { CaptchaField } from './captcha-field';
import { RadioGroup, SubmitButton, TextField } from './form-fields';
import { mobileInputProps } from './input-guards';
import { NewPasswordFields } from './new-password-fields';
import { useCaptcha } from './use-captcha';

const USER_TYPE_OPTIONS = [
  { value: '4', label: 'International' },
  { value: '2', label: 'Domestic' },
  { value: '3', label: 'Faculty' },
] as const;

const FIELDS = [
  'user_type',
  'first_name',
  'last_name',
  'email_id',
  'mobile_no',
  'user_pass',
  'confirm_pass',
  'captcha',
] as const;

export const EMPTY_SIGNUP: TSignupForm = {
  user_type: '' as TSignupForm['user_type'],
  first_name: '',
  last_name: '',
  email_id: '',
  mobile_no: '',
  user_pass: '',
  confirm_pass: '',
  captcha: '',
};

/** A name field that applies the spec's text sanitiser as the visitor types (spec 1 §5). */
function sanitizedName(registration: UseFormRegisterReturn) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = sanitizeText(event.target.value);
      return registration.onChange(event);
    },
  };
}

type SignupFormProps = {
  showAlert: (options: AlertOptions) => Promise<void>;
  /** Called after the visitor acknowledged 'OTP sent to ...': the code step opens. */
  onCodeSent: (sent: CodeSent) => void;
};

/** The sign-up form (spec 1 §2, §5): user type, names, e-mail, mobile, password twice, captcha. */
export function SignupForm({ showAlert, onCodeSent }: SignupFormProps) {
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<TSignupForm>({ resolver: zodResolver(ZSignupForm), defaultValues: EMPTY_SIGNUP });

  const userType = Number(watch('user_type')) || undefined;
  const maxDigits = mobileMaxDigits(userType);
  // A shorter limit for the chosen user type trims what was typed for another.
  useEffect(() => {
    const mobile = getValues('mobile_no');
    if (mobile.length > maxDigits) setValue('mobile_no', mobile.slice(0, maxDigits));
  }, [maxDigits, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const captchaId = captcha.captcha?.captcha_id;
    if (!captchaId) {
      setError('captcha', { message: MESSAGES.invalidCaptchaSignup });
      return;
    }
    setSubmitting(true);
    try {
      const answer = await signUp(toSignupPayload(ZSignupForm.parse(values), captchaId));
      await showAlert({
        kind: 'success',
        title: ACCOUNT_LABELS.success,
        text: `${MESSAGES.otpSentTo} ${answer.data.mail}`,
      });
      onCodeSent(answer.data);
    } catch (error) {
      setValue('captcha', '');
      captcha.reload();
      if (isCaptchaRefusal(error)) {
        setError('captcha', { message: MESSAGES.invalidCaptchaSignup }, { shouldFocus: true });
        return;
      }
      const firstMessage = applyFieldErrors(error, FIELDS, setError);
      if (isNetworkFailure(error)) {
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: MESSAGES.signupFailed });
      } else if (firstMessage) {
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: firstMessage });
      } else if (isRefusal(error)) {
        await showAlert({ kind: 'warning', title: ACCOUNT_LABELS.warning, text: error.message });
      } else {
        await showAlert({
          kind: 'error',
          title: ACCOUNT_LABELS.error,
          text: (error as Error).message || MESSAGES.signupFailed,
        });
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Sign up">
      <RadioGroup
        legend="I am applying as"
        required
        options={USER_TYPE_OPTIONS}
        error={errors.user_type?.message}
        inputProps={register('user_type')}
      />
      <div className="form-grid form-grid--two">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          maxLength={150}
          error={errors.first_name?.message}
          {...sanitizedName(register('first_name'))}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={150}
          error={errors.last_name?.message}
          {...sanitizedName(register('last_name'))}
        />
      </div>
      <TextField
        label="E-mail"
        required
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email_id?.message}
        {...register('email_id')}
      />
      <TextField
        label="Mobile number"
        required
        hint={userType === 4 ? 'Digits only, 10 to 15 (with the country code).' : 'Digits only: 10.'}
        autoComplete="tel"
        error={errors.mobile_no?.message}
        {...mobileInputProps(register('mobile_no'), maxDigits)}
      />
      <NewPasswordFields
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        password={register('user_pass')}
        confirm={register('confirm_pass')}
        errors={{ password: errors.user_pass?.message, confirm: errors.confirm_pass?.message }}
      />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={submitting} label="Sign Up" busyLabel="Signing up..." />
      <p>
        Already registered? <Link to={paths.login}>Login</Link>
      </p>
    </form>
  );
}
