import { zodResolver } from '@hookform/resolvers/zod';
import { unescapeHtml } from '@iiidem/shared/admin/gallery';
import {
  ADMIN_TRAINING_MESSAGES,
  isUploadedFileType,
  type TAdminTrainingFile,
  type TAdminTrainingFileFields,
  type TAdminTrainingFileFormValues,
  trainingFileIssue,
  ZAdminTrainingFileFields,
} from '@iiidem/shared/admin/trainings';
import { TRAINING_FILE_TYPES } from '@iiidem/shared/constants';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormMessage, SelectField, TextField } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { BilingualField } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel, SortOrderField } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type SessionFileFormProps = {
  trainingId: number;
  sessionId: number;
  sessionName: string;
  file?: TAdminTrainingFile;
  nextOrder: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const TYPE_LABELS: Record<(typeof TRAINING_FILE_TYPES)[number], string> = {
  PDF: 'PDF document (upload)',
  IMG: 'Image (upload)',
  VIDEO: 'YouTube video (played on the page)',
  URL: 'Link (opens the address)',
};
const TYPE_OPTIONS = TRAINING_FILE_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const FIELDS = ['file_type', 'file_title_name', 'file_title_nameHi', 'sort_order', 'address'] as const;

function addressOf(file: TAdminTrainingFile | undefined): string {
  if (file?.file_type === 'VIDEO') return unescapeHtml(file.video ?? '');
  if (file?.file_type === 'URL') return unescapeHtml(file.video_url ?? '');
  return '';
}

/** Add a file to a session or edit one: a PDF or image to upload, or a YouTube video or link address. */
export function SessionFileForm({
  trainingId,
  sessionId,
  sessionName,
  file,
  nextOrder,
  onSaved,
  onCancel,
}: SessionFileFormProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TAdminTrainingFileFormValues, unknown, TAdminTrainingFileFields>({
    resolver: zodResolver(ZAdminTrainingFileFields),
    shouldUnregister: true,
    defaultValues: {
      file_type: file?.file_type ?? ('' as TAdminTrainingFileFormValues['file_type']),
      file_title_name: file?.file_title_name ?? '',
      file_title_nameHi: file?.file_title_nameHi ?? '',
      sort_order: String(file?.sort_order ?? nextOrder),
      address: addressOf(file),
    },
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);
  const type = watch('file_type');
  const uploaded = isUploadedFileType(type);
  const keepsStoredFile = Boolean(file && file.file_type === type);

  const checkFile = (candidate: File | null): string | null => {
    if (!isUploadedFileType(type)) return null;
    const issue = candidate
      ? trainingFileIssue(type, candidate)
      : keepsStoredFile
        ? null
        : ADMIN_TRAINING_MESSAGES.fileRequired;
    setFileError(issue);
    return issue;
  };

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The file could not be saved. Please try again.',
    onFailure: (error) => {
      const uploadError = error instanceof ApiError ? error.fieldErrors().file : undefined;
      if (uploadError) setFileError(uploadError);
    },
  });

  const save = async (values: TAdminTrainingFileFields) => {
    if (checkFile(chosen)) return;
    const body = new FormData();
    body.set('file_type', values.file_type);
    body.set('file_title_name', values.file_title_name);
    body.set('file_title_nameHi', values.file_title_nameHi);
    body.set('sort_order', String(values.sort_order));
    if (values.address) body.set('address', values.address);
    if (isUploadedFileType(values.file_type) && chosen) body.set('file', chosen);
    await attempt(async () => {
      const base = `/admin/trainings/${trainingId}/sessions/${sessionId}/files`;
      const answer = await adminSave<TAdminTrainingFile>(base, file?.id, body);
      onSaved(`${answer.message ?? 'Saved.'} "${answer.data.file_title_name}"`);
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    checkFile(chosen);
    void handleSubmit(save)(event);
  };

  return (
    <FormPanel title={file ? `Edit file: ${file.file_title_name}` : `Add a file to ${sessionName}`} level={4}>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <SelectField
          label="Type"
          required
          placeholder="Choose a type"
          options={TYPE_OPTIONS}
          defaultValue={file?.file_type ?? ''}
          error={errors.file_type?.message}
          {...register('file_type')}
        />
        <BilingualField
          label="Title"
          required
          english={{ ...register('file_title_name'), error: errors.file_title_name?.message }}
          hindi={{ ...register('file_title_nameHi'), error: errors.file_title_nameHi?.message }}
        />
        <SortOrderField hint={null} error={errors.sort_order?.message} {...register('sort_order')} />
        {type === 'VIDEO' || type === 'URL' ? (
          <TextField
            label={type === 'VIDEO' ? 'YouTube address' : 'Web address'}
            hint={type === 'VIDEO' ? 'A watch, share (youtu.be) or embed link.' : 'Starting with http:// or https://.'}
            type="url"
            inputMode="url"
            required
            error={errors.address?.message}
            {...register('address')}
          />
        ) : null}
        {uploaded ? (
          <FileField
            label={`${type === 'PDF' ? 'PDF file' : 'Image file'}${keepsStoredFile ? ' (optional: leave empty to keep the current one)' : ''}`}
            hint={`${type === 'PDF' ? 'A PDF document' : 'A JPG or PNG image'}, at most 10 MB.`}
            accept={type === 'PDF' ? 'application/pdf' : 'image/jpeg,image/png'}
            required={!keepsStoredFile}
            requiredMark={false}
            error={fileError}
            onChange={(next) => {
              setChosen(next ?? null);
              checkFile(next ?? null);
            }}
          />
        ) : null}
        <ContentFormButtons busy={isSubmitting} submitLabel={file ? 'Save file' : 'Add file'} onCancel={onCancel} />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
