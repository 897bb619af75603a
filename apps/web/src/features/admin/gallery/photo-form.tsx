import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_GALLERY_MESSAGES,
  ADMIN_PHOTO_CATEGORIES,
  adminImageFileIssue,
  type TAdminPhoto,
  type TAdminPhotoFields,
  type TAdminPhotoFormValues,
  ZAdminPhotoForm,
} from '@iiidem/shared/admin/gallery';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, SelectField } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { BilingualField } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel, SortOrderField, toFormData } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type PhotoFormProps = {
  /** The photo to edit; a new one is uploaded when absent. */
  photo?: TAdminPhoto;
  /** Category of a new photo (the tab it is added from). */
  defaultCategory: 1 | 2;
  onSaved: (photo: TAdminPhoto, message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['title', 'titleHi', 'category_id', 'sort_order', 'published'] as const;
const CATEGORY_OPTIONS = ADMIN_PHOTO_CATEGORIES.map((category) => ({
  value: String(category.id),
  label: category.label,
}));

/** The multipart body the API takes: the text fields, and the image when one was chosen. */
export function photoFormData(values: TAdminPhotoFields, file: File | null): FormData {
  const { title, titleHi, category_id, sort_order, published } = values;
  return toFormData({ title, titleHi, category_id, sort_order, published }, { photo: file ?? undefined });
}

/** Upload a banner or gallery photo, or edit one (a new image is optional then), with a preview of the chosen file. */
export function PhotoForm({ photo, defaultCategory, onSaved, onCancel }: PhotoFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TAdminPhotoFormValues, unknown, TAdminPhotoFields>({
    resolver: zodResolver(ZAdminPhotoForm),
    defaultValues: {
      title: photo?.title ?? '',
      titleHi: photo?.titleHi ?? '',
      category_id: String(photo?.category_id ?? defaultCategory) as '1' | '2',
      sort_order: String(photo?.sort_order ?? 0),
      published: photo?.published ?? true,
    },
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const checkFile = (chosen: File | null) => {
    const issue = chosen ? adminImageFileIssue(chosen) : photo ? null : ADMIN_GALLERY_MESSAGES.photoRequired;
    setFileError(issue);
    return issue;
  };

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The photo could not be saved. Please try again.',
    onFailure: (error) => {
      const photoError = error instanceof ApiError ? error.fieldErrors().photo : undefined;
      if (photoError) setFileError(photoError);
    },
  });

  const save = async (values: TAdminPhotoFields) => {
    if (checkFile(file)) return;
    await attempt(async () => {
      const answer = await adminSave<TAdminPhoto>('/admin/photos', photo?.id, photoFormData(values, file));
      onSaved(answer.data, answer.message ?? 'Saved.');
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    checkFile(file);
    void handleSubmit(save)(event);
  };

  return (
    <FormPanel title={photo ? `Edit photo: ${photo.title}` : 'Add a photo'}>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <BilingualField
          label="Title (shown as the photo's text alternative)"
          hindiLabel="Title (Hindi)"
          required
          english={{ ...register('title'), error: errors.title?.message }}
          hindi={{ ...register('titleHi'), error: errors.titleHi?.message }}
        />
        <SelectField
          label="Category"
          required
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          defaultValue={String(photo?.category_id ?? defaultCategory)}
          error={errors.category_id?.message}
          {...register('category_id')}
        />
        <SortOrderField error={errors.sort_order?.message} {...register('sort_order')} />
        <CheckboxField label="Published (shown on the public pages)" {...register('published')} />
        <FileField
          label={photo ? 'Replace the image (optional)' : 'Photo'}
          hint="JPG or PNG, at most 10 MB and 6000 pixels a side. Banners look best at least 1600 pixels wide."
          accept="image/jpeg,image/png"
          required={!photo}
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen ?? null);
            checkFile(chosen ?? null);
          }}
        >
          {preview ? (
            <img className="admin-photo-preview" src={preview} alt="Preview of the chosen file" />
          ) : photo ? (
            <img className="admin-photo-preview" src={photo.photo_url} alt={`Current: ${photo.title}`} />
          ) : null}
        </FileField>
        <ContentFormButtons
          busy={isSubmitting}
          submitLabel={photo ? 'Save photo' : 'Upload photo'}
          onCancel={onCancel}
        />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
