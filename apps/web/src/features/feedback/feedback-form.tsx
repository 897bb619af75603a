import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  type TFeedbackCategory,
  type TFeedbackForm,
  ZFeedbackForm,
} from '@iiidem/shared/feedback/feedback';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { CaptchaField } from '../../components/form/captcha-field';
import { FormErrorSummary } from '../../components/form/form-error-summary';
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../components/form/form-fields';
import { useCaptchaForm } from '../../components/form/use-captcha-form';
import { paths } from '../../paths';
import { sendFeedback } from './feedback-api';
import { translateSharedText } from './feedback-texts';
import './feedback-form.css';

const FIELD_IDS = {
  name: 'feedback-name',
  email: 'feedback-email',
  phone: 'feedback-phone',
  category: 'feedback-category',
  message: 'feedback-message',
  consent: 'feedback-consent',
  captcha: 'feedback-captcha',
} as const;
type FieldName = keyof typeof FIELD_IDS;

const EMPTY: TFeedbackForm = {
  name: '',
  email: '',
  phone: '',
  category: '' as TFeedbackCategory,
  message: '',
  consent: false as true,
  captcha: '',
};

/**
 * The feedback form (issue 16): name, e-mail, an optional phone, what it is about, the message, consent and the
 * captcha. What is typed is sent as typed (punctuation and new lines included). On success the form gives way to
 * a thank-you note with the reference number, which takes focus.
 */
export function FeedbackForm() {
  const { t } = useLingui();
  const [sent, setSent] = useState<{ id: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  const { form, captcha, busy, onSubmit } = useCaptchaForm<TFeedbackForm>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: EMPTY,
    invalidMessage: MESSAGES.invalidCaptchaLogin,
    send: async (values, captchaId) => {
      setFailure(null);
      const answer = await sendFeedback({ ...values, captcha_id: captchaId });
      setSent({ id: answer.data.id });
    },
    onError: async (error) => {
      const fields = ['name', 'email', 'phone', 'category', 'message', 'consent'] as const;
      const { message } = applyApiErrors(error, fields, form.setError, MESSAGES.anErrorOccurred);
      setFailure(message);
    },
  });
  const { register, formState } = form;
  const { errors, submitCount } = formState;

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const maxLength = FEEDBACK_LIMITS.message;
  const labels: Record<Exclude<FieldName, 'captcha'>, string> = {
    name: t`Your name`,
    email: t`Your e-mail address`,
    phone: t`Phone number (optional)`,
    category: t`What is it about?`,
    message: t`Your message`,
    consent: t`I agree that the institute may store these details and use them to answer me.`,
  };
  const categories: Record<TFeedbackCategory, string> = {
    website: t`The website`,
    training: t`Training programmes`,
    accessibility: t`Accessibility`,
    suggestion: t`A suggestion`,
    other: t`Something else`,
  };
  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return text ? translateSharedText(text) : undefined;
  };

  if (sent) {
    const reference = sent.id;
    return (
      <div ref={thanks} className="feedback-thanks" tabIndex={-1} role="status">
        <h2>
          <Trans>Thank you for your feedback</Trans>
        </h2>
        <p>{translateSharedText(FEEDBACK_MESSAGES.sent)}</p>
        <p>
          <Trans>Your reference number is {reference}.</Trans>
        </p>
        <p>
          <Link to={paths.home}>
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit} aria-label={t`Feedback`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      {failure ? <FormMessage kind="error">{translateSharedText(failure)}</FormMessage> : null}
      <TextField
        id={FIELD_IDS.name}
        label={labels.name}
        required
        autoComplete="name"
        maxLength={FEEDBACK_LIMITS.name}
        error={message('name')}
        {...register('name')}
      />
      <TextField
        id={FIELD_IDS.email}
        type="email"
        label={labels.email}
        hint={t`We send the acknowledgement and our answer to this address.`}
        required
        autoComplete="email"
        error={message('email')}
        {...register('email')}
      />
      <TextField
        id={FIELD_IDS.phone}
        type="tel"
        label={labels.phone}
        autoComplete="tel"
        inputMode="tel"
        maxLength={16}
        error={message('phone')}
        {...register('phone')}
      />
      <SelectField
        id={FIELD_IDS.category}
        label={labels.category}
        required
        placeholder={t`Choose one`}
        options={(Object.keys(FEEDBACK_CATEGORIES) as TFeedbackCategory[]).map((value) => ({
          value,
          label: categories[value],
        }))}
        error={message('category')}
        {...register('category')}
      />
      <TextAreaField
        id={FIELD_IDS.message}
        label={labels.message}
        hint={t`At most ${maxLength} characters. Please do not include passwords or other secrets.`}
        rows={8}
        maxLength={FEEDBACK_LIMITS.message}
        error={message('message')}
        {...register('message')}
      />
      <p className="feedback-form__consent-text">
        <Trans>
          The institute keeps your name, e-mail address, phone number and message to answer your feedback and to improve
          its services, as described in the <Link to={paths.privacyPolicy}>Privacy Policy</Link>. They are not shared
          with anyone outside the institute.
        </Trans>
      </p>
      <CheckboxField
        id={FIELD_IDS.consent}
        label={labels.consent}
        error={message('consent')}
        {...register('consent')}
      />
      <CaptchaField
        state={captcha}
        error={message('captcha')}
        inputProps={{ ...register('captcha'), id: FIELD_IDS.captcha }}
      />
      <SubmitButton busy={busy} label={t`Send feedback`} busyLabel={t`Sending...`} />
    </form>
  );
}
