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
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, serverMessage } from '../../accounts/api-errors';
import { FormMessage, SelectField, TextField } from '../../accounts/form-fields';
import { type Answer, adminSend } from '../ui/admin-api';
import { useFocusOnOpen } from './use-focus-on-open';

type PhotoFormProps = {
  /** The photo to edit; a new one is uploaded when absent. */
  photo?: TAdminPhoto;
  /** Category of a new photo (the tab it is added from). */
  defaultCategory: 1 | 2;
  onSaved: (photo: TAdminPhoto, message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['title', 'category_id', 'sort_order', 'published'] as const;
const CATEGORY_OPTIONS = ADMIN_PHOTO_CATEGORIES.map((category) => ({
  value: String(category.id),
  label: category.label,
}));

/** The multipart body the API takes: the text fields, and the image when one was chosen. */
export function photoFormData(values: TAdminPhotoFields, file: File | null): FormData {
  const body = new FormData();
  body.set('title', values.title);
  body.set('category_id', String(values.category_id));
  body.set('sort_order', String(values.sort_order));
  body.set('published', String(values.published));
  if (file) body.set('photo', file);
  return body;
}

/** Upload a banner or gallery photo, or edit one (a new image is optional then), with a preview of the chosen file. */
export function PhotoForm({ photo, defaultCategory, onSaved, onCancel }: PhotoFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen(headingRef);
  const fileId = useId();
  const publishedId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminPhotoFormValues, unknown, TAdminPhotoFields>({
    resolver: zodResolver(ZAdminPhotoForm),
    defaultValues: {
      title: photo?.title ?? '',
      category_id: String(photo?.category_id ?? defaultCategory) as '1' | '2',
      sort_order: String(photo?.sort_order ?? 0),
      published: photo?.published ?? true,
    },
  });

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

  const save = async (values: TAdminPhotoFields) => {
    if (checkFile(file)) return;
    setFormError(null);
    try {
      const path = photo ? `/admin/photos/${photo.id}` : '/admin/photos';
      const answer = await adminSend<Answer<TAdminPhoto>>(path, photo ? 'PUT' : 'POST', photoFormData(values, file));
      onSaved(answer.data, answer.message ?? 'Saved.');
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      const photoError = error instanceof ApiError ? error.fieldErrors().photo : undefined;
      if (photoError) setFileError(photoError);
      setFormError(serverMessage(error, 'The photo could not be saved. Please try again.'));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    checkFile(file);
    void handleSubmit(save)(event);
  };

  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-panel__title">
        {photo ? `Edit photo: ${photo.title}` : 'Add a photo'}
      </h2>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField
          label="Title (shown as the photo's text alternative)"
          required
          error={errors.title?.message}
          {...register('title')}
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
        <TextField
          label="Display order"
          hint="Lower numbers are shown first."
          inputMode="numeric"
          required
          error={errors.sort_order?.message}
          {...register('sort_order')}
        />
        <div className="admin-form__check">
          <input id={publishedId} type="checkbox" {...register('published')} />
          <label htmlFor={publishedId}>Published (shown on the public pages)</label>
        </div>
        <div className="admin-form__row">
          <label htmlFor={fileId}>
            {photo ? 'Replace the image (optional)' : 'Photo'}
            {photo ? null : <span aria-hidden="true"> *</span>}
          </label>
          <p id={`${fileId}-hint`} className="admin-form__hint">
            JPG or PNG, at most 10 MB and 6000 pixels a side. Banners look best at least 1600 pixels wide.
          </p>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png"
            required={!photo}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[`${fileId}-hint`, fileError ? `${fileId}-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              checkFile(chosen);
            }}
          />
          {fileError ? (
            <p id={`${fileId}-error`} className="admin-form__error">
              <span className="visually-hidden">Error: </span>
              {fileError}
            </p>
          ) : null}
          {preview ? (
            <img className="admin-photo-preview" src={preview} alt="Preview of the chosen file" />
          ) : photo ? (
            <img className="admin-photo-preview" src={photo.photo_url} alt={`Current: ${photo.title}`} />
          ) : null}
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : photo ? 'Save photo' : 'Upload photo'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
