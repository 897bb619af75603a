import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignupForm, toSignupPayload, ZSignupForm } from '@iiidem/shared/accounts/signup';
import { mobileMaxDigits } from '@iiidem/shared/common/mobile';
import { MESSAGES } from '@iiidem/shared/messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { CaptchaField } from '../../components/form/captcha-field';
import { RadioGroup, SubmitButton } from '../../components/form/form-fields';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { useCaptchaForm } from '../../components/form/use-captcha-form';
import { isNetworkFailure, isRefusal } from '../../lib/api-errors';
import { paths } from '../../paths';
import { EmailField, FirstNameField, LastNameField, MobileField } from './account-fields';
import { type CodeSent, signUp } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { ConsentNotice } from './consent-notice';
import './account-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

const USER_TYPE_OPTIONS = [
  { value: '4', label: msg`International` },
  { value: '2', label: msg`Domestic` },
  { value: '3', label: msg`Faculty` },
] as const;

const FIELDS = [
  'user_type',
  'first_name',
  'last_name',
  'email_id',
  'mobile_no',
  'user_pass',
  'confirm_pass',
  'consent',
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
  // Unticked until the person agrees (the schema accepts only true).
  consent: false as true,
  captcha: '',
};

type SignupFormProps = {
  showAlert: (options: AlertOptions) => Promise<void>;
  /** Called after the visitor acknowledged 'OTP sent to ...': the code step opens. */
  onCodeSent: (sent: CodeSent) => void;
};

/**
 * The sign-up form (spec 1 §2, §5): user type, names, e-mail, mobile, password twice, captcha; and the notice and
 * consent on the person's data (issue 17).
 */
export function SignupForm({ showAlert, onCodeSent }: SignupFormProps) {
  const { t, i18n } = useLingui();
  const { form, captcha, busy, onSubmit } = useCaptchaForm<TSignupForm>({
    resolver: zodResolver(ZSignupForm),
    defaultValues: EMPTY_SIGNUP,
    invalidMessage: MESSAGES.invalidCaptchaSignup,
    send: async (values, captchaId) => {
      const answer = await signUp(toSignupPayload(ZSignupForm.parse(values), captchaId));
      const { mail } = answer.data;
      await showAlert({
        kind: 'success',
        title: ACCOUNT_LABELS.success,
        text: t`OTP sent to ${mail}`,
      });
      onCodeSent(answer.data);
    },
    onError: async (error) => {
      const { message, firstFieldMessage } = applyApiErrors(error, FIELDS, form.setError, MESSAGES.signupFailed);
      if (isNetworkFailure(error)) {
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: MESSAGES.signupFailed });
      } else if (firstFieldMessage) {
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: firstFieldMessage });
      } else {
        const kind = isRefusal(error) ? 'warning' : 'error';
        await showAlert({ kind, title: ACCOUNT_LABELS[kind], text: message });
      }
    },
  });
  const { register, watch, setValue, getValues } = form;
  const { errors, submitCount } = form.formState;

  const userType = Number(watch('user_type')) || undefined;
  const maxDigits = mobileMaxDigits(userType);
  // A shorter limit for the chosen user type trims what was typed for another.
  useEffect(() => {
    const mobile = getValues('mobile_no');
    if (mobile.length > maxDigits) setValue('mobile_no', mobile.slice(0, maxDigits));
  }, [maxDigits, getValues, setValue]);

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={t`Sign up`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <RadioGroup
        legend={t`I am applying as`}
        required
        options={USER_TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        error={errors.user_type?.message}
        inputProps={register('user_type')}
      />
      <div className="form-grid form-grid--two">
        <FirstNameField error={errors.first_name?.message} registration={register('first_name')} />
        <LastNameField error={errors.last_name?.message} registration={register('last_name')} />
      </div>
      <EmailField error={errors.email_id?.message} {...register('email_id')} />
      <MobileField
        hint={userType === 4 ? t`Digits only, 10 to 15 (with the country code).` : t`Digits only: 10.`}
        error={errors.mobile_no?.message}
        registration={register('mobile_no')}
        maxDigits={maxDigits}
      />
      <NewPasswordFields
        labels={{ password: t`Password`, confirm: t`Confirm password` }}
        password={register('user_pass')}
        confirm={register('confirm_pass')}
        errors={{ password: errors.user_pass?.message, confirm: errors.confirm_pass?.message }}
      />
      <ConsentNotice registration={register('consent')} error={errors.consent?.message} />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={busy} label={t`Sign Up`} busyLabel={t`Signing up...`} />
      <p>
        <Trans>
          Already registered? <Link to={paths.login}>Login</Link>
        </Trans>
      </p>
    </form>
  );
}
