import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminSessionBody,
  type TAdminSessionFormValues,
  type TAdminTrainingSession,
  ZAdminSessionBody,
} from '@iiidem/shared/admin/trainings';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormMessage } from '../../../components/form/form-fields';
import { BilingualField } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel, SortOrderField } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type SessionFormProps = {
  trainingId: number;
  session?: Omit<TAdminTrainingSession, 'files'>;
  /** Order proposed for a new session (after the last one). */
  nextOrder: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['session_name', 'session_nameHi', 'session_desc', 'session_descHi', 'sort_order'] as const;

/** Add a session to a training or edit one. */
export function SessionForm({ trainingId, session, nextOrder, onSaved, onCancel }: SessionFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TAdminSessionFormValues, unknown, TAdminSessionBody>({
    resolver: zodResolver(ZAdminSessionBody),
    defaultValues: {
      session_name: session?.session_name ?? '',
      session_nameHi: session?.session_nameHi ?? '',
      session_desc: session?.session_desc ?? '',
      session_descHi: session?.session_descHi ?? '',
      sort_order: session?.sort_order ?? nextOrder,
    },
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The session could not be saved. Please try again.',
  });

  const save = (values: TAdminSessionBody) =>
    attempt(async () => {
      const answer = await adminSave<unknown>(`/admin/trainings/${trainingId}/sessions`, session?.id, values);
      onSaved(`${answer.message ?? 'Saved.'} "${values.session_name}"`);
    });

  return (
    <FormPanel title={session ? `Edit session: ${session.session_name}` : 'Add a session'} level={3}>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <BilingualField
          label="Session name"
          required
          english={{ ...register('session_name'), error: errors.session_name?.message }}
          hindi={{ ...register('session_nameHi'), error: errors.session_nameHi?.message }}
        />
        <BilingualField
          label="Description"
          multiline
          english={{ ...register('session_desc'), error: errors.session_desc?.message }}
          hindi={{ ...register('session_descHi'), error: errors.session_descHi?.message }}
        />
        <SortOrderField error={errors.sort_order?.message} {...register('sort_order', { valueAsNumber: true })} />
        <ContentFormButtons
          busy={isSubmitting}
          submitLabel={session ? 'Save session' : 'Add session'}
          onCancel={onCancel}
        />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
