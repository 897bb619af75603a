import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { type CaptchaState, useCaptcha } from './use-captcha';

/** The captcha was refused (wrong, used or expired): the form shows it under the captcha field. */
export function isCaptchaRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors.some((item) => item.path === 'captcha');
}

type CaptchaFormHandles = {
  /** react-hook-form's setValue and setError of a form with a `captcha` field. */
  setValue: (name: 'captcha', value: string) => void;
  setError: (name: 'captcha', error: { message: string }, options?: { shouldFocus: boolean }) => void;
  /** Shown under the captcha field when it is missing or refused. */
  invalidMessage: string;
};

/**
 * A form sent with a captcha (spec 1 §5): `submit(send, onError)` runs `send` with the captcha's id, busy
 * meanwhile. A captcha works once, so after any failure the field is emptied and a new one loaded; a refused
 * captcha shows under its field, any other failure goes to `onError`.
 */
export function useCaptchaSubmit({ setValue, setError, invalidMessage }: CaptchaFormHandles) {
  const captcha: CaptchaState = useCaptcha();
  const [busy, setBusy] = useState(false);

  const submit = async (send: (captchaId: string) => Promise<void>, onError: (error: unknown) => Promise<void>) => {
    setBusy(true);
    try {
      const captchaId = (await captcha.settled())?.captcha_id;
      if (!captchaId) {
        setError('captcha', { message: invalidMessage });
        return;
      }
      await send(captchaId);
    } catch (error) {
      setValue('captcha', '');
      captcha.reload();
      if (isCaptchaRefusal(error)) {
        setError('captcha', { message: invalidMessage }, { shouldFocus: true });
        return;
      }
      await onError(error);
    } finally {
      setBusy(false);
    }
  };

  return { captcha, busy, setBusy, submit };
}
