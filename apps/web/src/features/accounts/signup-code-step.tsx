import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { type TSignupOtpForm, ZSignupOtpForm } from '@iiidem/shared/accounts/signup';
import { OTP_TTL_SECONDS, SIGNUP_MAX_RESENDS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { ApiError } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-errors';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { type CodeSent, resendSignupCode, verifySignup } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { useCountdown } from './countdown';
import { CountdownStatus } from './countdown-status';
import { OtpField } from './otp-field';
import './account-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

type SignupCodeStepProps = {
  sent: CodeSent;
  showAlert: (options: AlertOptions) => Promise<void>;
  /** After 'Verified - OTP Verified Successfully'. */
  onVerified: () => void;
  /** 'Back to Signup' after the resend limit: the form comes back, empty. */
  onBackToSignup: () => void;
};

/**
 * The code step of the sign-up screen (spec 1 §4, §8): the code, a 120 s countdown, Resend once it
 * reaches 0 (at most twice), then 'Limit Reached' with Back to Signup.
 */
export function SignupCodeStep({ sent, showAlert, onVerified, onBackToSignup }: SignupCodeStepProps) {
  const { t } = useLingui();
  const { mail } = sent;
  const countdown = useCountdown(OTP_TTL_SECONDS);
  const [resends, setResends] = useState(0);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<TSignupOtpForm>({ resolver: zodResolver(ZSignupOtpForm), defaultValues: { otp: '' } });

  const showLimitReached = async () => {
    await showAlert({
      kind: 'warning',
      title: ACCOUNT_LABELS.limitReached,
      text: MESSAGES.resendLimitReached,
      confirmLabel: MESSAGES.backToSignup,
    });
    onBackToSignup();
  };

  const onResend = async () => {
    if (resends >= SIGNUP_MAX_RESENDS) {
      await showLimitReached();
      return;
    }
    setBusy(true);
    try {
      await resendSignupCode(sent.attempt_id);
      setResends((count) => count + 1);
      reset({ otp: '' });
      countdown.restart();
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.otpResent });
    } catch (error) {
      if (error instanceof ApiError && error.message === MESSAGES.resendLimitReached) {
        await showLimitReached();
        return;
      }
      await showAlert({
        kind: 'error',
        title: ACCOUNT_LABELS.error,
        text: serverMessage(error, MESSAGES.failedToResendOtp),
      });
    } finally {
      setBusy(false);
    }
  };

  const onVerify = handleSubmit(async ({ otp }) => {
    setBusy(true);
    try {
      await verifySignup({ attempt_id: sent.attempt_id, otp });
      await showAlert({ kind: 'success', title: ACCOUNT_LABELS.verified, text: MESSAGES.otpVerifiedSignup });
      onVerified();
    } catch (error) {
      const { message } = applyApiErrors(error, ['otp'] as const, setError, MESSAGES.otpVerificationFailed);
      await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onVerify} aria-label={t`Verify your e-mail address`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <h2>
        <Trans>Verify your e-mail address</Trans>
      </h2>
      <p>
        <Trans>
          OTP sent to <strong>{mail}</strong>. Enter it below to finish signing up.
        </Trans>
      </p>
      <OtpField error={errors.otp?.message} hint={t`The 6-digit code from the e-mail.`} inputProps={register('otp')} />
      <CountdownStatus
        label={countdown.label}
        expired={countdown.expired}
        expiredText={t`The OTP has expired. You can ask for a new one.`}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {translateSharedText(ACCOUNT_LABELS.verifyOtp)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!countdown.expired || busy}
          onClick={onResend}
        >
          {translateSharedText(ACCOUNT_LABELS.resend)}
        </button>
      </div>
    </form>
  );
}
