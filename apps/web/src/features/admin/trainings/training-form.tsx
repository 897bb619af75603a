import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminTraining,
  type TAdminTrainingBody,
  type TAdminTrainingFormValues,
  ZAdminTrainingBody,
} from '@iiidem/shared/admin/trainings';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, serverMessage } from '../../accounts/api-errors';
import { FormMessage, TextField } from '../../accounts/form-fields';
import { useFocusOnOpen } from '../gallery/use-focus-on-open';
import { type Answer, adminSend } from '../ui/admin-api';

type TrainingFormProps = {
  training?: TAdminTraining;
  onSaved: (training: TAdminTraining, message: string) => void;
  onCancel?: () => void;
};

const FIELDS = ['training_name', 'training_code', 'overview', 'published'] as const;

/** Add a domestic training or edit its name, code, overview and published flag. */
export function TrainingForm({ training, onSaved, onCancel }: TrainingFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen(headingRef, !training);
  const overviewId = useId();
  const publishedId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminTrainingFormValues, unknown, TAdminTrainingBody>({
    resolver: zodResolver(ZAdminTrainingBody),
    defaultValues: {
      training_name: training?.training_name ?? '',
      training_code: training?.training_code ?? '',
      overview: training?.overview ?? '',
      published: training?.published ?? true,
    },
  });

  const save = async (values: TAdminTrainingBody) => {
    setFormError(null);
    try {
      const path = training ? `/admin/trainings/${training.id}` : '/admin/trainings';
      const answer = await adminSend<Answer<TAdminTraining>>(path, training ? 'PUT' : 'POST', values);
      onSaved(answer.data, answer.message ?? 'Saved.');
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      setFormError(serverMessage(error, 'The training could not be saved. Please try again.'));
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-panel__title">
        {training ? 'Training details' : 'Add a training'}
      </h2>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label="Training name"
          required
          error={errors.training_name?.message}
          {...register('training_name')}
        />
        <TextField
          label="Training code"
          hint="Unique, e.g. DM-012 (stored in capitals)."
          required
          error={errors.training_code?.message}
          {...register('training_code')}
        />
        <div className="admin-form__row">
          <label htmlFor={overviewId}>Program overview</label>
          <textarea
            id={overviewId}
            rows={5}
            aria-invalid={errors.overview ? true : undefined}
            aria-describedby={errors.overview ? `${overviewId}-error` : undefined}
            {...register('overview')}
          />
          {errors.overview ? (
            <p id={`${overviewId}-error`} className="admin-form__error">
              <span className="visually-hidden">Error: </span>
              {errors.overview.message}
            </p>
          ) : null}
        </div>
        <div className="admin-form__check">
          <input id={publishedId} type="checkbox" {...register('published')} />
          <label htmlFor={publishedId}>Published (listed on the public pages)</label>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : training ? 'Save training' : 'Add training'}
          </button>
          {onCancel ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
