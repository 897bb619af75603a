import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import {
  type TAdminVacancy,
  type TVacancyFields,
  type TVacancyFormValues,
  ZVacancyFields,
} from '@iiidem/shared/admin/vacancies';
import { Controller, type Path, useForm } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, TextField } from '../../../components/form/form-fields';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import type { ContentFormProps } from '../ui/content-admin';
import { ContentFormButtons, ContentFormHeading, PdfField, usePdfFormSave } from '../ui/content-form-parts';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

const FIELDS = Object.keys(ZVacancyFields.shape);

function valuesOf(item: TAdminVacancy | null): TVacancyFormValues {
  return {
    title: item?.title ?? '',
    titleHi: item?.titleHi ?? '',
    upload_date: item?.upload_date ?? '',
    last_date: item?.last_date ?? '',
    advertisement_no: item?.advertisement_no ?? '',
    published: item?.published ?? false,
  };
}

/** A vacancy: title, upload and last dates, advertisement number and the advertisement PDF. */
export function VacancyForm({ item, onSaved, onCancel }: ContentFormProps<TAdminVacancy>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TVacancyFormValues, unknown, TVacancyFields>({
    resolver: zodResolver(ZVacancyFields),
    defaultValues: valuesOf(item),
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const { formError, fileError, choose, save } = usePdfFormSave<TVacancyFields>({
    base: '/admin/vacancies',
    id: item?.id,
    fileField: 'pdf',
    fields: FIELDS,
    setFieldError: (name, message) => setError(name as Path<TVacancyFormValues>, { type: 'server', message }),
    missingFile: (_values, file) => (!file && !item?.pdf ? CONTENT_MESSAGES.pdfRequired : null),
    savedText: 'The vacancy was saved.',
    onSaved,
  });

  return (
    <form className="admin-form content-form" noValidate onSubmit={handleSubmit(save)}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <ContentFormHeading>{item ? `Edit vacancy: ${item.title}` : 'New vacancy'}</ContentFormHeading>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <HindiFieldsNote />
      <BilingualField
        label="Title"
        required
        english={{ ...register('title'), error: errors.title?.message }}
        hindi={{ ...register('titleHi'), error: errors.titleHi?.message }}
      />
      <div className="content-form__pair">
        <Controller
          name="upload_date"
          control={control}
          render={({ field }) => (
            <DateField label="Upload date" required error={errors.upload_date?.message} {...field} />
          )}
        />
        <Controller
          name="last_date"
          control={control}
          render={({ field }) => (
            <DateField label="Last date" error={errors.last_date?.message} {...field} value={field.value ?? ''} />
          )}
        />
      </div>
      <TextField
        label="Advertisement number"
        autoComplete="off"
        error={errors.advertisement_no?.message}
        {...register('advertisement_no')}
      />
      <PdfField
        label="Advertisement (PDF)"
        name="pdf"
        required={!item?.pdf}
        current={item?.pdf}
        hint={item?.pdf ? 'Choose a file only to replace the current one.' : undefined}
        error={fileError}
        onChange={choose}
      />
      <CheckboxField
        label="Published"
        hint="Published vacancies are shown on the public page at once."
        error={errors.published?.message}
        {...register('published')}
      />
      <ContentFormButtons busy={isSubmitting} onCancel={onCancel} />
      {leavePrompt}
    </form>
  );
}
