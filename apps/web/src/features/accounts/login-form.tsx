import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignInForm, ZSignInForm } from '@iiidem/shared/accounts/sign-in';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { CaptchaField } from '../../components/form/captcha-field';
import { SubmitButton } from '../../components/form/form-fields';
import { useCaptchaForm } from '../../components/form/use-captcha-form';
import { isRefusal } from '../../lib/api-errors';
import { paths } from '../../paths';
import { CurrentPasswordField, EmailField } from './account-fields';
import { signIn } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import './account-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

/** What the sign-in screen hands the code screen in navigation state. */
export type OtpNavigationState = { mail: string; attempt_id: string };

/** Sign-in (spec 1 §2, §5, §8): e-mail, password, captcha; on success, the code screen. */
export function LoginForm({ showAlert }: { showAlert: (options: AlertOptions) => Promise<void> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { form, captcha, busy, onSubmit } = useCaptchaForm<TSignInForm>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '', captcha: '' },
    invalidMessage: MESSAGES.invalidCaptchaLogin,
    send: async (values, captchaId) => {
      const answer = await signIn({
        email: values.email,
        password: values.password,
        captcha_id: captchaId,
        captcha: values.captcha,
      });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.loggedInSuccessfully });
      const state: OtpNavigationState = { mail: answer.data.mail, attempt_id: answer.data.attempt_id };
      navigate(paths.otp, { state });
    },
    onError: async (error) => {
      const fields = ['email', 'password'] as const;
      const { message } = applyApiErrors(error, fields, form.setError, MESSAGES.anErrorOccurred);
      if (isRefusal(error)) {
        await showAlert({ kind: 'warning', title: ACCOUNT_LABELS.warning, text: message });
      } else {
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
      }
    },
  });
  const { register } = form;
  const { errors, submitCount } = form.formState;

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={t`Login`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
      <CurrentPasswordField label={t`Password`} error={errors.password?.message} {...register('password')} />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <SubmitButton busy={busy} label={t`Login`} busyLabel={t`Signing in...`} />
      <ul className="account-links">
        <li>
          <Link to={paths.forgetPassword}>
            <Trans>Forgot password?</Trans>
          </Link>
        </li>
        <li>
          <Trans>
            New here? <Link to={paths.signup}>Sign up</Link>
          </Trans>
        </li>
      </ul>
    </form>
  );
}
