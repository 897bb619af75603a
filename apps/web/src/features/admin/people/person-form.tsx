import { zodResolver } from '@hookform/resolvers/zod';
import { adminImageFileIssue } from '@iiidem/shared/admin/gallery';
import {
  PEOPLE_LIMITS,
  type TAdminPerson,
  type TPeopleList,
  type TPersonBody,
  type TPersonValues,
  ZPersonBody,
} from '@iiidem/shared/admin/people';
import { type FormEvent, useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FileField } from '../../../components/form/file-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, TextField } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { type Answer, adminSend } from '../ui/admin-api';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel, toFormData } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type PersonFormProps = {
  /** The list a new entry is added to. */
  list: TPeopleList;
  /** The entry to edit; a new one is added when absent. */
  person?: TAdminPerson;
  onSaved: (person: TAdminPerson, message: string) => void;
  onCancel: () => void;
};

const FIELDS = [
  'list',
  'section',
  'sectionHi',
  'name',
  'nameHi',
  'role',
  'roleHi',
  'details',
  'email',
  'phone',
  'extension',
  'linkUrl',
  'published',
] as const;

function defaultsOf(list: TPeopleList, person: TAdminPerson | undefined): TPersonBody {
  return {
    list: (person?.list as TPeopleList | undefined) ?? list,
    section: person?.section ?? '',
    sectionHi: person?.sectionHi ?? '',
    name: person?.name ?? '',
    nameHi: person?.nameHi ?? '',
    role: person?.role ?? '',
    roleHi: person?.roleHi ?? '',
    details: person?.details ?? [],
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    extension: person?.extension ?? '',
    linkUrl: person?.linkUrl ?? '',
    published: person?.published ?? true,
  };
}

/** The photo or logo upload: the image as a multipart form (the API re-encodes it). */
function uploadPhoto(id: number, file: File) {
  return adminSend<Answer<TAdminPerson>>(`/admin/people/${id}/photo`, 'PUT', toFormData({}, { photo: file }));
}

/**
 * Add or edit an entry of a list of people or partners: the texts in English and Hindi side by side, the lines of
 * details, the contacts, the link and the photo or logo (uploaded once the entry is saved).
 */
export function PersonForm({ list, person, onSaved, onCancel }: PersonFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TPersonBody, unknown, TPersonValues>({
    resolver: zodResolver(ZPersonBody),
    defaultValues: defaultsOf(list, person),
  });
  const leavePrompt = useUnsavedChanges((isDirty || file !== null) && !isSubmitting);
  const details = useFieldArray({ control, name: 'details' });

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The entry could not be saved. Please try again.',
    onFailure: (error) => {
      const photoError = error instanceof ApiError ? error.fieldErrors().photo : undefined;
      if (photoError) setFileError(photoError);
    },
  });

  const save = async (values: TPersonValues) => {
    if (fileError) return;
    await attempt(async () => {
      const answer = await adminSave<TAdminPerson>('/admin/people', person?.id, values);
      let saved = answer.data;
      if (file) saved = (await uploadPhoto(saved.id, file)).data;
      onSaved(saved, answer.message ?? 'Saved.');
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(save)(event);
  };

  const detailError = (index: number, field: 'label' | 'labelHi' | 'value' | 'valueHi') =>
    errors.details?.[index]?.[field]?.message;

  return (
    <FormPanel title={person ? `Edit entry: ${person.name}` : 'Add an entry'}>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <HindiFieldsNote />
        <BilingualField
          label="Name"
          required
          english={{ ...register('name'), error: errors.name?.message }}
          hindi={{ ...register('nameHi'), error: errors.nameHi?.message }}
        />
        <BilingualField
          label="Role or designation"
          hint="An MoU's subject; a programme's batch."
          english={{ ...register('role'), error: errors.role?.message }}
          hindi={{ ...register('roleHi'), error: errors.roleHi?.message }}
        />
        <BilingualField
          label="Section"
          hint="Groups the list on its page: a division of the directory, a group of consultants, an MoU's category."
          english={{ ...register('section'), error: errors.section?.message }}
          hindi={{ ...register('sectionHi'), error: errors.sectionHi?.message }}
        />
        <fieldset className="admin-form__group">
          <legend>Details</legend>
          <p className="admin-form__hint">
            Lines shown under the role, as "label: value" (e.g. Work experience: 10 years). On an official profile,
            labelled lines are its staff contacts (e.g. Staff Officer: Ext. 102); a line without a label is a paragraph.
            A line whose value is a date (YYYY-MM-DD) is an MoU's date.
          </p>
          {typeof errors.details?.message === 'string' ? (
            <FormMessage kind="error">{errors.details.message}</FormMessage>
          ) : null}
          {details.fields.map((field, index) => (
            <div key={field.id} className="admin-form__repeat">
              <BilingualField
                label={`Line ${index + 1}: label`}
                english={{ ...register(`details.${index}.label`), error: detailError(index, 'label') }}
                hindi={{ ...register(`details.${index}.labelHi`), error: detailError(index, 'labelHi') }}
              />
              <BilingualField
                label={`Line ${index + 1}: value`}
                required
                english={{ ...register(`details.${index}.value`), error: detailError(index, 'value') }}
                hindi={{ ...register(`details.${index}.valueHi`), error: detailError(index, 'valueHi') }}
              />
              <button type="button" className="button button--secondary" onClick={() => details.remove(index)}>
                Remove line {index + 1}
              </button>
            </div>
          ))}
          {details.fields.length < PEOPLE_LIMITS.details ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => details.append({ label: '', labelHi: '', value: '', valueHi: '' })}
            >
              Add a line
            </button>
          ) : null}
        </fieldset>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          hint="With the country code, e.g. +91-11-0000-0101."
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Intercom extension"
          inputMode="numeric"
          autoComplete="off"
          error={errors.extension?.message}
          {...register('extension')}
        />
        <TextField
          label="Web address"
          hint="A partner's own site, starting with https://."
          type="url"
          autoComplete="off"
          error={errors.linkUrl?.message}
          {...register('linkUrl')}
        />
        <CheckboxField label="Published (shown on the public pages)" {...register('published')} />
        <FileField
          label={person?.photo ? 'Replace the photo or logo (optional)' : 'Photo or logo (optional)'}
          hint={`JPG or PNG, at most 10 MB; stored at most ${PEOPLE_LIMITS.photoMaxSide} pixels a side.`}
          accept="image/jpeg,image/png"
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen ?? null);
            setFileError(chosen ? adminImageFileIssue(chosen) : null);
          }}
        >
          {preview ? (
            <img className="admin-photo-preview" src={preview} alt="Preview of the chosen file" />
          ) : person?.photo ? (
            <img className="admin-photo-preview" src={person.photo.src} alt={`Current: ${person.name}`} />
          ) : null}
        </FileField>
        <ContentFormButtons busy={isSubmitting} submitLabel={person ? 'Save entry' : 'Add entry'} onCancel={onCancel} />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
