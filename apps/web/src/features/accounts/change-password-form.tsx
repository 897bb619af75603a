import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangePasswordForm, ZChangePasswordForm } from '@iiidem/shared/accounts/change-password';
import { MESSAGES } from '@iiidem/shared/messages';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { FormMessage } from '../../components/form/form-fields';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { CurrentPasswordField } from './account-fields';
import { changePassword } from './accounts-api';
import { ResetUpdateButtons } from './save-buttons';
import './account-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

const EMPTY: TChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Change password (spec 2 §2, §4, §5, §8): old, new, confirm; Reset clears, Update saves ('Updating...',
 * both buttons disabled meanwhile); messages inline, red or green; success clears the fields.
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const trimmed = ZChangePasswordForm.parse(values);
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await changePassword(trimmed);
      reset(EMPTY);
      setOutcome({ kind: 'success', text: answer.message || MESSAGES.passwordUpdated });
    } catch (error) {
      const fields = ['old_password', 'new_password', 'confirm_password'] as const;
      const { message } = applyApiErrors(error, fields, setError, MESSAGES.errorUpdatingPassword);
      setOutcome({ kind: 'error', text: message });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={t`Change password`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <CurrentPasswordField
        label={t`Old password`}
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <NewPasswordFields
        labels={{ password: t`New password`, confirm: t`Confirm password` }}
        password={register('new_password')}
        confirm={register('confirm_password')}
        errors={{ password: errors.new_password?.message, confirm: errors.confirm_password?.message }}
      />
      {outcome && <FormMessage kind={outcome.kind}>{translateSharedText(outcome.text)}</FormMessage>}
      <ResetUpdateButtons
        saving={saving}
        onReset={() => {
          reset(EMPTY);
          setOutcome(null);
        }}
      />
    </form>
  );
}
