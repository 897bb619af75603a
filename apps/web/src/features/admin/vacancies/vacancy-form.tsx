import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_MESSAGES } from '@iiidem/shared/admin/content-crud';
import {
  type TAdminVacancy,
  type TVacancyFields,
  type TVacancyFormValues,
  ZVacancyFields,
} from '@iiidem/shared/admin/vacancies';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormMessage, TextField } from '../../accounts/form-fields';
import { type Answer, adminSend } from '../ui/admin-api';
import type { ContentFormProps } from '../ui/content-admin';
import {
  applyContentErrors,
  CheckboxField,
  ContentFormButtons,
  ContentFormHeading,
  PdfField,
  pdfFileIssue,
  toFormData,
} from '../ui/content-form-parts';

const FILE_FIELD = 'pdf';
const FIELDS = Object.keys(ZVacancyFields.shape);

function valuesOf(item: TAdminVacancy | null): TVacancyFormValues {
  return {
    title: item?.title ?? '',
    upload_date: item?.upload_date ?? '',
    last_date: item?.last_date ?? '',
    advertisement_no: item?.advertisement_no ?? '',
    published: item?.published ?? false,
  };
}

/** A vacancy: title, upload and last dates, advertisement number and the advertisement PDF. */
export function VacancyForm({ item, onSaved, onCancel }: ContentFormProps<TAdminVacancy>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TVacancyFormValues, unknown, TVacancyFields>({
    resolver: zodResolver(ZVacancyFields),
    defaultValues: valuesOf(item),
  });

  const save = async (values: TVacancyFields) => {
    setFormError(null);
    const issue = pdfFileIssue(file) ?? (!file && !item?.pdf ? CONTENT_MESSAGES.pdfRequired : null);
    setFileError(issue ?? undefined);
    if (issue) return;
    try {
      const body = toFormData(values, { [FILE_FIELD]: file });
      const answer = item
        ? await adminSend<Answer<TAdminVacancy>>(`/admin/vacancies/${item.id}`, 'PUT', body)
        : await adminSend<Answer<TAdminVacancy>>('/admin/vacancies', 'POST', body);
      onSaved(answer.message ?? 'The vacancy was saved.');
    } catch (error) {
      setFormError(
        applyContentErrors(error, [...FIELDS, FILE_FIELD], (name, message) =>
          name === FILE_FIELD
            ? setFileError(message)
            : setError(name as Path<TVacancyFormValues>, { type: 'server', message }),
        ),
      );
    }
  };

  return (
    <form className="admin-form content-form" noValidate onSubmit={handleSubmit(save)}>
      <ContentFormHeading>{item ? `Edit vacancy: ${item.title}` : 'New vacancy'}</ContentFormHeading>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <TextField label="Title" required autoComplete="off" error={errors.title?.message} {...register('title')} />
      <div className="content-form__pair">
        <TextField
          label="Upload date"
          type="date"
          required
          error={errors.upload_date?.message}
          {...register('upload_date')}
        />
        <TextField label="Last date" type="date" error={errors.last_date?.message} {...register('last_date')} />
      </div>
      <TextField
        label="Advertisement number"
        autoComplete="off"
        error={errors.advertisement_no?.message}
        {...register('advertisement_no')}
      />
      <PdfField
        label="Advertisement (PDF)"
        name={FILE_FIELD}
        required={!item?.pdf}
        current={item?.pdf}
        hint={item?.pdf ? 'Choose a file only to replace the current one.' : undefined}
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(pdfFileIssue(chosen) ?? undefined);
        }}
      />
      <CheckboxField
        label="Published"
        hint="Published vacancies are shown on the public page at once."
        error={errors.published?.message}
        {...register('published')}
      />
      <ContentFormButtons busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
