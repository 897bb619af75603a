import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminSessionBody,
  type TAdminSessionFormValues,
  type TAdminTrainingSession,
  ZAdminSessionBody,
} from '@iiidem/shared/admin/trainings';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, serverMessage } from '../../accounts/api-errors';
import { FormMessage, TextField } from '../../accounts/form-fields';
import { useFocusOnOpen } from '../gallery/use-focus-on-open';
import { type Answer, adminSend } from '../ui/admin-api';

type SessionFormProps = {
  trainingId: number;
  session?: Omit<TAdminTrainingSession, 'files'>;
  /** Order proposed for a new session (after the last one). */
  nextOrder: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['session_name', 'session_desc', 'sort_order'] as const;

/** Add a session to a training or edit one. */
export function SessionForm({ trainingId, session, nextOrder, onSaved, onCancel }: SessionFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen(headingRef);
  const descId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminSessionFormValues, unknown, TAdminSessionBody>({
    resolver: zodResolver(ZAdminSessionBody),
    defaultValues: {
      session_name: session?.session_name ?? '',
      session_desc: session?.session_desc ?? '',
      sort_order: session?.sort_order ?? nextOrder,
    },
  });

  const save = async (values: TAdminSessionBody) => {
    setFormError(null);
    try {
      const base = `/admin/trainings/${trainingId}/sessions`;
      const answer = await adminSend<Answer<unknown>>(
        session ? `${base}/${session.id}` : base,
        session ? 'PUT' : 'POST',
        values,
      );
      onSaved(`${answer.message ?? 'Saved.'} "${values.session_name}"`);
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      setFormError(serverMessage(error, 'The session could not be saved. Please try again.'));
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="admin-panel__title">
        {session ? `Edit session: ${session.session_name}` : 'Add a session'}
      </h3>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField label="Session name" required error={errors.session_name?.message} {...register('session_name')} />
        <div className="admin-form__row">
          <label htmlFor={descId}>Description</label>
          <textarea
            id={descId}
            rows={3}
            aria-invalid={errors.session_desc ? true : undefined}
            aria-describedby={errors.session_desc ? `${descId}-error` : undefined}
            {...register('session_desc')}
          />
          {errors.session_desc ? (
            <p id={`${descId}-error`} className="admin-form__error">
              <span className="visually-hidden">Error: </span>
              {errors.session_desc.message}
            </p>
          ) : null}
        </div>
        <TextField
          label="Display order"
          hint="Lower numbers are shown first."
          inputMode="numeric"
          required
          error={errors.sort_order?.message}
          {...register('sort_order', { valueAsNumber: true })}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : session ? 'Save session' : 'Add session'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
