import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import {
  type TPasswordResetConfirmForm,
  type TPasswordResetRequestForm,
  ZPasswordResetConfirmForm,
  ZPasswordResetRequestForm,
} from '@iiidem/shared/accounts/password-reset';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { CaptchaField } from '../../components/form/captcha-field';
import { FormErrorSummary } from '../../components/form/form-error-summary';
import { SubmitButton } from '../../components/form/form-fields';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { useCaptchaForm } from '../../components/form/use-captcha-form';
import { paths } from '../../paths';
import { EmailField } from './account-fields';
import { confirmPasswordReset, requestPasswordReset } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { OtpField } from './otp-field';
import './account-form.css';

type ShowAlert = (options: AlertOptions) => Promise<void>;

/** Step 1 (spec 2 §2): the e-mail and a captcha; the answer is the same whether or not the account exists. */
function RequestStep({ showAlert, onSent }: { showAlert: ShowAlert; onSent: (email: string) => void }) {
  const { t } = useLingui();
  const { form, captcha, busy, onSubmit } = useCaptchaForm<TPasswordResetRequestForm>({
    resolver: zodResolver(ZPasswordResetRequestForm),
    defaultValues: { email: '', captcha: '' },
    invalidMessage: MESSAGES.invalidCaptchaLogin,
    send: async (values, captchaId) => {
      const email = values.email.trim().toLowerCase();
      await requestPasswordReset({ email, captcha_id: captchaId, captcha: values.captcha });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.resetOtpSent });
      onSent(email);
    },
    onError: async (error) => {
      const { message } = applyApiErrors(error, ['email'] as const, form.setError, MESSAGES.failedToSendOtp);
      await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
    },
  });
  const { register } = form;
  const { errors, submitCount } = form.formState;

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={t`Send OTP`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <p>
        <Trans>Enter the e-mail address of your account. We will send a one-time code (OTP) to it.</Trans>
      </p>
      <EmailField error={errors.email?.message} {...register('email')} />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={busy} label={t`Send OTP`} busyLabel={t`Sending...`} />
    </form>
  );
}

/** Step 2: the code, the new password twice and a fresh captcha; success goes to sign-in with a full load. */
function ResetStep({ email, showAlert }: { email: string; showAlert: ShowAlert }) {
  const { t } = useLingui();
  const { form, captcha, busy, onSubmit } = useCaptchaForm<TPasswordResetConfirmForm>({
    resolver: zodResolver(ZPasswordResetConfirmForm),
    defaultValues: { otp: '', password: '', confirm_password: '', captcha: '' },
    invalidMessage: MESSAGES.invalidCaptchaLogin,
    send: async (values, captchaId) => {
      await confirmPasswordReset({
        email,
        otp: values.otp,
        password: values.password,
        confirm_password: values.confirm_password,
        captcha_id: captchaId,
        captcha: values.captcha,
      });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.passwordResetSuccess });
      // A full navigation (spec 2 §4): nothing of this screen stays in memory.
      window.location.assign(paths.login);
    },
    onError: async (error) => {
      const fields = ['otp', 'password', 'confirm_password'] as const;
      const { message } = applyApiErrors(error, fields, form.setError, MESSAGES.failedToResetPassword);
      await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
    },
  });
  const { register } = form;
  const { errors, submitCount } = form.formState;

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <p>
        <Trans>
          Enter the OTP sent to <strong>{email}</strong> and choose a new password.
        </Trans>
      </p>
      <OtpField error={errors.otp?.message} hint={t`The 6-digit code from the e-mail.`} inputProps={register('otp')} />
      <NewPasswordFields
        labels={{ password: t`New password`, confirm: t`Confirm new password` }}
        password={register('password')}
        confirm={register('confirm_password')}
        errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
      />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={busy} label={t`Reset Password`} busyLabel={t`Resetting...`} />
    </form>
  );
}

/** Forgot password (spec 2 §2, §4, §5, §8). */
export function ForgotPasswordForm({ showAlert }: { showAlert: ShowAlert }) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      {email ? (
        <ResetStep email={email} showAlert={showAlert} />
      ) : (
        <RequestStep showAlert={showAlert} onSent={setEmail} />
      )}
      <p className="account-links">
        <span>
          <Trans>
            Already have an account? <Link to={paths.login}>Login</Link>
          </Trans>
        </span>
      </p>
    </>
  );
}
