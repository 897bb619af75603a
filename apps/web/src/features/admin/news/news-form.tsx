import { zodResolver } from '@hookform/resolvers/zod';
import {
  newsDocumentIssue,
  type TAdminNewsItem,
  type TNewsCategory,
  type TNewsFields,
  type TNewsFormValues,
  ZNewsFields,
} from '@iiidem/shared/admin/news';
import { Controller, type Path, useForm } from 'react-hook-form';
import { DateField } from '../../../components/form/date-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, SelectField, TextField } from '../../../components/form/form-fields';
import { type Answer, useAdminData } from '../ui/admin-api';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import type { ContentFormProps } from '../ui/content-admin';
import { ContentFormButtons, ContentFormHeading, PdfField, usePdfFormSave } from '../ui/content-form-parts';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

const FIELDS = Object.keys(ZNewsFields.shape);

function valuesOf(item: TAdminNewsItem | null): TNewsFormValues {
  return {
    news_title: item?.news_title ?? '',
    news_titleHi: item?.news_titleHi ?? '',
    publish_date: item?.publish_date ?? '',
    category_id: item ? String(item.category_id) : '',
    document_link: item?.document_link ?? '',
    published: item?.published ?? false,
  };
}

/** A news item or tender: title, publish date, category, and a document link or a PDF. */
export function NewsForm({ item, onSaved, onCancel }: ContentFormProps<TAdminNewsItem>) {
  const categories = useAdminData<Answer<TNewsCategory[]>>('/admin/news/categories');
  const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.news_name }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TNewsFormValues, unknown, TNewsFields>({
    resolver: zodResolver(ZNewsFields),
    defaultValues: valuesOf(item),
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const { formError, fileError, choose, save } = usePdfFormSave<TNewsFields>({
    base: '/admin/news',
    id: item?.id,
    fileField: 'document_file',
    fields: FIELDS,
    setFieldError: (name, message) => setError(name as Path<TNewsFormValues>, { type: 'server', message }),
    missingFile: (values, file) =>
      newsDocumentIssue(values.document_link, file !== undefined, Boolean(item?.document_file)),
    savedText: 'The news item was saved.',
    onSaved,
  });

  return (
    <form className="admin-form content-form" noValidate onSubmit={handleSubmit(save)}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <ContentFormHeading>{item ? `Edit news item: ${item.news_title}` : 'New news item or tender'}</ContentFormHeading>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <HindiFieldsNote />
      <BilingualField
        label="Title"
        required
        english={{ ...register('news_title'), error: errors.news_title?.message }}
        hindi={{ ...register('news_titleHi'), error: errors.news_titleHi?.message }}
      />
      <div className="content-form__pair">
        <Controller
          name="publish_date"
          control={control}
          render={({ field }) => (
            <DateField label="Publish date" required error={errors.publish_date?.message} {...field} />
          )}
        />
        <SelectField
          label="Category"
          required
          placeholder={categories.data ? 'Choose a category' : 'Loading categories…'}
          options={options}
          error={errors.category_id?.message}
          {...register('category_id')}
        />
      </div>
      <TextField
        label="Document link"
        type="url"
        hint="A web address starting with https://, or leave empty and upload a PDF below."
        autoComplete="off"
        error={errors.document_link?.message}
        {...register('document_link')}
      />
      <PdfField
        label="Document file"
        name="document_file"
        current={item?.document_file}
        hint={
          item?.document_file ? 'Choose a file only to replace the current one; a link replaces it too.' : undefined
        }
        error={fileError}
        onChange={choose}
      />
      <CheckboxField
        label="Published"
        hint="Published items are shown on the public pages at once."
        error={errors.published?.message}
        {...register('published')}
      />
      <ContentFormButtons busy={isSubmitting} onCancel={onCancel} />
      {leavePrompt}
    </form>
  );
}
