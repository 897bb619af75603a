import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignInForm, ZSignInForm } from '@iiidem/shared/accounts/sign-in';
import { MESSAGES } from '@iiidem/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { signIn } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { applyFieldErrors, isCaptchaRefusal, isNetworkFailure, isRefusal } from './api-errors';
import { CaptchaField } from './captcha-field';
import { SubmitButton, TextField } from './form-fields';
import { useCaptcha } from './use-captcha';

/** What the sign-in screen hands the code screen in navigation state. */
export type OtpNavigationState = { mail: string; attempt_id: string };

/** Sign-in (spec 1 §2, §5, §8): e-mail, password, captcha; on success, the code screen. */
export function LoginForm({ showAlert }: { showAlert: (options: AlertOptions) => Promise<void> }) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<TSignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const captchaId = captcha.captcha?.captcha_id;
    if (!captchaId) {
      setError('captcha', { message: MESSAGES.invalidCaptchaLogin });
      return;
    }
    setSubmitting(true);
    try {
      const answer = await signIn({
        email: values.email,
        password: values.password,
        captcha_id: captchaId,
        captcha: values.captcha,
      });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.loggedInSuccessfully });
      const state: OtpNavigationState = { mail: answer.data.mail, attempt_id: answer.data.attempt_id };
      navigate(paths.otp, { state });
    } catch (error) {
      setValue('captcha', '');
      captcha.reload();
      if (isCaptchaRefusal(error)) {
        setError('captcha', { message: MESSAGES.invalidCaptchaLogin }, { shouldFocus: true });
        return;
      }
      applyFieldErrors(error, ['email', 'password'] as const, setError);
      if (isRefusal(error)) {
        await showAlert({ kind: 'warning', title: ACCOUNT_LABELS.warning, text: error.message });
      } else {
        const text = isNetworkFailure(error)
          ? MESSAGES.anErrorOccurred
          : (error as Error).message || MESSAGES.anErrorOccurred;
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text });
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Login">
      <TextField
        label="E-mail"
        required
        type="email"
        autoComplete="username"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        required
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.password?.message}
        {...register('password')}
      />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={submitting} label="Login" busyLabel="Signing in..." />
      <ul className="account-links">
        <li>
          <Link to={paths.forgetPassword}>Forgot password?</Link>
        </li>
        <li>
          New here? <Link to={paths.signup}>Sign up</Link>
        </li>
      </ul>
    </form>
  );
}
