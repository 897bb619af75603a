import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminTraining,
  type TAdminTrainingBody,
  type TAdminTrainingFormValues,
  ZAdminTrainingBody,
} from '@iiidem/shared/admin/trainings';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, TextField } from '../../../components/form/form-fields';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type TrainingFormProps = {
  training?: TAdminTraining;
  onSaved: (training: TAdminTraining, message: string) => void;
  onCancel?: () => void;
};

const FIELDS = ['training_name', 'training_nameHi', 'training_code', 'overview', 'overviewHi', 'published'] as const;

/** Add a domestic training or edit its name, code, overview and published flag. */
export function TrainingForm({ training, onSaved, onCancel }: TrainingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TAdminTrainingFormValues, unknown, TAdminTrainingBody>({
    resolver: zodResolver(ZAdminTrainingBody),
    defaultValues: {
      training_name: training?.training_name ?? '',
      training_nameHi: training?.training_nameHi ?? '',
      training_code: training?.training_code ?? '',
      overview: training?.overview ?? '',
      overviewHi: training?.overviewHi ?? '',
      published: training?.published ?? true,
    },
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The training could not be saved. Please try again.',
  });

  const save = (values: TAdminTrainingBody) =>
    attempt(async () => {
      const answer = await adminSave<TAdminTraining>('/admin/trainings', training?.id, values);
      onSaved(answer.data, answer.message ?? 'Saved.');
    });

  return (
    <FormPanel title={training ? 'Training details' : 'Add a training'} focusOnOpen={!training}>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <HindiFieldsNote />
        <BilingualField
          label="Training name"
          required
          english={{ ...register('training_name'), error: errors.training_name?.message }}
          hindi={{ ...register('training_nameHi'), error: errors.training_nameHi?.message }}
        />
        <TextField
          label="Training code"
          hint="Unique, e.g. DM-012 (stored in capitals)."
          required
          error={errors.training_code?.message}
          {...register('training_code')}
        />
        <BilingualField
          label="Program overview"
          multiline
          english={{ ...register('overview'), error: errors.overview?.message }}
          hindi={{ ...register('overviewHi'), error: errors.overviewHi?.message }}
        />
        <CheckboxField label="Published (listed on the public pages)" {...register('published')} />
        <ContentFormButtons
          busy={isSubmitting}
          submitLabel={training ? 'Save training' : 'Add training'}
          onCancel={onCancel}
        />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
