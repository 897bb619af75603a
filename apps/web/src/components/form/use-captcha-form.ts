import { type DefaultValues, type FieldPath, type PathValue, type Resolver, useForm } from 'react-hook-form';
import { useCaptchaSubmit } from './use-captcha-submit';

type CaptchaFormOptions<TValues extends { captcha: string }> = {
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** Shown under the captcha field when it is missing or refused. */
  invalidMessage: string;
  /** Sends the checked values with the captcha's id. */
  send: (values: TValues, captchaId: string) => Promise<void>;
  /** Any failure but a refused captcha (which shows under its field). */
  onError: (error: unknown) => Promise<void>;
};

/** A react-hook-form form with a captcha (see useCaptchaSubmit); `onSubmit` goes on the <form>. */
export function useCaptchaForm<TValues extends { captcha: string }>({
  resolver,
  defaultValues,
  invalidMessage,
  send,
  onError,
}: CaptchaFormOptions<TValues>) {
  const form = useForm<TValues>({ resolver, defaultValues });
  // react-hook-form cannot tell that a generic form's `captcha` is one of its paths.
  const captchaPath = 'captcha' as FieldPath<TValues>;
  const { captcha, busy, setBusy, submit } = useCaptchaSubmit({
    setValue: (_name, value) => form.setValue(captchaPath, value as PathValue<TValues, typeof captchaPath>),
    setError: (_name, error, options) => form.setError(captchaPath, error, options),
    invalidMessage,
  });
  const onSubmit = form.handleSubmit((values) => submit((captchaId) => send(values, captchaId), onError));
  return { form, captcha, busy, setBusy, onSubmit };
}
