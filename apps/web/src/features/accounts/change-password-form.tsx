import { zodResolver } from '@hookform/resolvers/zod';
import { type TChangePasswordForm, ZChangePasswordForm } from '@iiidem/shared/accounts/change-password';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { MESSAGES } from '@iiidem/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { changePassword } from './accounts-api';
import { applyFieldErrors } from './api-errors';
import { FormMessage, TextField } from './form-fields';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: TChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Change password (spec 2 §2, §4, §5, §8): old, new, confirm; Reset clears, Update saves ('Updating...',
 * both buttons disabled meanwhile); messages inline, red or green; success clears the fields.
 */
export function ChangePasswordForm() {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
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
      if (error instanceof ApiError && error.status !== 0) {
        applyFieldErrors(error, ['old_password', 'new_password', 'confirm_password'] as const, setError);
        setOutcome({ kind: 'error', text: error.message || MESSAGES.failedToUpdatePassword });
      } else {
        setOutcome({ kind: 'error', text: MESSAGES.errorUpdatingPassword });
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <TextField
        label="Old password"
        required
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <NewPasswordFields
        labels={{ password: 'New password', confirm: 'Confirm password' }}
        password={register('new_password')}
        confirm={register('confirm_password')}
        errors={{ password: errors.new_password?.message, confirm: errors.confirm_password?.message }}
      />
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <div className="form-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={saving}
          onClick={() => {
            reset(EMPTY);
            setOutcome(null);
          }}
        >
          {ACCOUNT_LABELS.reset}
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? ACCOUNT_LABELS.updating : ACCOUNT_LABELS.update}
        </button>
      </div>
    </form>
  );
}
