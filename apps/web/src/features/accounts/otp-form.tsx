import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignInOtpForm, ZSignInOtpForm } from '@iiidem/shared/accounts/sign-in';
import type { UserType } from '@iiidem/shared/constants';
import { OTP_TTL_SECONDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { CaptchaField } from '../../components/form/captcha-field';
import { useCaptchaForm } from '../../components/form/use-captcha-form';
import { serverMessage } from '../../lib/api-errors';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { startSession } from '../../lib/session';
import { returnPathAfterSignIn } from '../../lib/session-return';
import { forgetUserDetails } from '../../lib/use-user-details';
import { paths } from '../../paths';
import { resendSignInCode, verifySignIn } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { useCountdown } from './countdown';
import { CountdownStatus } from './countdown-status';
import type { OtpNavigationState } from './login-form';
import { OtpField } from './otp-field';
import './account-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

/**
 * The one-time-code screen after sign-in (spec 1 §2, §4, §8): the code, a 120 s countdown (the input is
 * disabled at 0), Resend (too early -> 'Info'), the captcha, Verify OTP.
 */
export function OtpForm({
  state,
  showAlert,
}: {
  state: OtpNavigationState;
  showAlert: (options: AlertOptions) => Promise<void>;
}) {
  const { t } = useLingui();
  const { mail } = state;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const countdown = useCountdown(OTP_TTL_SECONDS);
  const { form, captcha, busy, setBusy, onSubmit } = useCaptchaForm<TSignInOtpForm>({
    resolver: zodResolver(ZSignInOtpForm),
    defaultValues: { otp: '', captcha: '' },
    invalidMessage: MESSAGES.invalidCaptchaLogin,
    send: async (values, captchaId) => {
      const answer = await verifySignIn({
        attempt_id: state.attempt_id,
        otp: values.otp,
        captcha_id: captchaId,
        captcha: values.captcha,
      });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.otpVerifiedLogin });
      // Whatever an earlier session of this tab cached belongs to someone else.
      await forgetUserDetails(mutate);
      startSession(answer.data.token, (answer.data.user_type ?? undefined) as UserType | undefined);
      // Back to the page of a session that timed out (issue 16); else staff and admins land in the back
      // office, applicants on their dashboard.
      const home = answer.data.role && answer.data.role !== 'applicant' ? paths.admin : paths.dashboard;
      navigate(returnPathAfterSignIn() ?? home, { replace: true });
    },
    onError: async (error) => {
      const { message } = applyApiErrors(error, ['otp'] as const, form.setError, MESSAGES.failedToVerifyOtp);
      await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
    },
  });
  const { register, reset } = form;
  const { errors, submitCount } = form.formState;

  const onResend = async () => {
    if (!state.mail) {
      await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: MESSAGES.userEmailNotFound });
      return;
    }
    if (!countdown.expired) {
      await showAlert({ kind: 'info', title: ACCOUNT_LABELS.info, text: MESSAGES.resendOnlyAfterExpiry });
      return;
    }
    setBusy(true);
    try {
      await resendSignInCode(state.attempt_id);
      reset({ otp: '', captcha: '' });
      captcha.reload();
      countdown.restart();
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.otpResentLogin });
    } catch (error) {
      await showAlert({
        kind: 'error',
        title: ACCOUNT_LABELS.error,
        text: serverMessage(error, MESSAGES.failedToResendOtpTryAgain),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={translateSharedText(ACCOUNT_LABELS.verifyOtp)}
    >
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <p>
        <Trans>
          OTP sent to <strong>{mail}</strong>.
        </Trans>
      </p>
      <OtpField
        error={errors.otp?.message}
        disabled={countdown.expired}
        hint={t`The 6-digit code from the e-mail.`}
        inputProps={register('otp')}
      />
      <CountdownStatus
        label={countdown.label}
        expired={countdown.expired}
        expiredText={t`The OTP has expired. Choose Resend for a new one.`}
      />
      <CaptchaField state={captcha} error={errors.captcha?.message} inputProps={register('captcha')} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || countdown.expired}>
          {translateSharedText(ACCOUNT_LABELS.verifyOtp)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={!countdown.expired || busy}
          onClick={busy ? undefined : onResend}
        >
          {translateSharedText(ACCOUNT_LABELS.resend)}
        </button>
      </div>
    </form>
  );
}
