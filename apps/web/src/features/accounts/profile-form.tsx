import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LABELS } from '@iiidem/shared/accounts/messages';
import { GENDER_CODES, photoFileIssue, profileFormSchema, type TProfileForm } from '@iiidem/shared/accounts/profile';
import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import { mobileMaxDigits } from '@iiidem/shared/common/mobile';
import { GENDERS, TITLES } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { applyApiErrors } from '../../components/form/apply-api-errors';
import { SelectField, TextField } from '../../components/form/form-fields';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { useSession } from '../../lib/session';
import { useProtectedImage } from '../../lib/use-protected-image';
import { userDetailsKey } from '../../lib/use-user-details';
import { FirstNameField, LastNameField, MobileField, NameField } from './account-fields';
import { personOptionText } from './account-texts';
import { saveProfile } from './accounts-api';
import type { AlertOptions } from './alert-dialog';
import { ResetUpdateButtons } from './save-buttons';
import './account-form.css';
import './profile-form.css';
import { FormErrorSummary } from '../../components/form/form-error-summary';

const FIELDS = ['title', 'first_name', 'middle_name', 'last_name', 'mobile_no', 'gender'] as const;

function formValues(details: TUserDetails): TProfileForm {
  return {
    title: ((TITLES as readonly string[]).includes(details.title ?? '') ? details.title : '') as TProfileForm['title'],
    first_name: details.first_name,
    middle_name: details.middle_name ?? '',
    last_name: details.last_name,
    mobile_no: details.mobile_no ?? '',
    gender: ((GENDER_CODES as readonly string[]).includes(details.gender ?? '')
      ? details.gender
      : '') as TProfileForm['gender'],
  };
}

/**
 * My Profile (spec 1 §2, §5, §7): title, names, read-only e-mail, mobile, gender, photo; Reset and Update
 * ('Updating...', disabled while saving). Success refreshes the cached user details; a failure shows
 * the server's message (product guide).
 */
export function ProfileForm({
  details,
  showAlert,
}: {
  details: TUserDetails;
  showAlert: (options: AlertOptions) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const { accessToken } = useSession();
  const schema = useMemo(() => profileFormSchema(details.user_type), [details.user_type]);
  const [saving, setSaving] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const currentPhoto = useProtectedImage(details.photo);
  const maxDigits = mobileMaxDigits(details.user_type ?? undefined);

  const [initial] = useState(() => formValues(details));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = useForm<TProfileForm>({ resolver: zodResolver(schema), defaultValues: initial });

  useEffect(() => {
    if (!photo) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const clearPhoto = () => {
    setPhoto(null);
    setPhotoError(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onPhotoChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const issue = file ? photoFileIssue(file, Boolean(details.photo)) : null;
    if (issue) {
      setPhotoError(issue);
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setPhotoError(undefined);
    setPhoto(file);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const photoIssue = photoFileIssue(photo, Boolean(details.photo));
      if (photoIssue) {
        setPhotoError(photoIssue);
        fileInput.current?.focus();
        return;
      }
      const parsed = schema.parse(values);
      const form = new FormData();
      form.set('title', parsed.title);
      form.set('first_name', parsed.first_name);
      form.set('middle_name', parsed.middle_name);
      form.set('last_name', parsed.last_name);
      form.set('mobile_no', parsed.mobile_no);
      form.set('gender', parsed.gender);
      form.set('email_id', details.email_id);
      if (photo) form.set('photo', photo, photo.name);
      setSaving(true);
      try {
        const answer = await saveProfile(form);
        if (accessToken)
          await mutate(userDetailsKey(accessToken), { success: true, data: answer.data }, { revalidate: true });
        clearPhoto();
        reset(formValues(answer.data));
        await showAlert({ kind: 'success', title: ACCOUNT_LABELS.success, text: MESSAGES.profileUpdated });
      } catch (error) {
        const { message } = applyApiErrors(
          error,
          [...FIELDS, 'photo'] as const,
          (name, fieldError) => (name === 'photo' ? setPhotoError(fieldError.message) : setError(name, fieldError)),
          MESSAGES.somethingWentWrong,
        );
        await showAlert({ kind: 'error', title: ACCOUNT_LABELS.error, text: message });
      } finally {
        setSaving(false);
      }
    },
    () => {
      const photoIssue = photoFileIssue(photo, Boolean(details.photo));
      if (photoIssue) setPhotoError(photoIssue);
    },
  );

  const shownPhoto = preview ?? currentPhoto;
  const selectProps = (name: 'title' | 'gender') => ({
    error: errors[name]?.message,
    defaultValue: initial[name],
    ...register(name),
  });

  return (
    <form className="account-form profile-form" noValidate onSubmit={onSubmit} aria-label={t`My Profile`}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <div className="form-grid form-grid--two">
        <SelectField
          label={t({ message: 'Title', context: 'form of address' })}
          required
          placeholder={t`Select title`}
          options={TITLES.map((title) => ({ value: title, label: personOptionText(i18n, title) }))}
          {...selectProps('title')}
        />
        <FirstNameField error={errors.first_name?.message} registration={register('first_name')} />
        <NameField
          label={t`Middle name`}
          autoComplete="additional-name"
          error={errors.middle_name?.message}
          registration={register('middle_name')}
        />
        <LastNameField error={errors.last_name?.message} registration={register('last_name')} />
        <TextField
          label={t`E-mail`}
          type="email"
          value={details.email_id}
          readOnly
          hint={t`The e-mail address cannot be changed.`}
        />
        <MobileField error={errors.mobile_no?.message} registration={register('mobile_no')} maxDigits={maxDigits} />
        <SelectField
          label={t`Gender`}
          required
          placeholder={t`Select gender`}
          options={GENDER_CODES.map((code) => ({ value: code, label: personOptionText(i18n, GENDERS[code]) }))}
          {...selectProps('gender')}
        />
      </div>
      <div className={`form-field profile-form__photo${photoError ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={photoId}>
          <Trans>Photo</Trans>
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <p id={`${photoId}-hint`} className="form-field__hint">
          {details.photo ? t`JPG or PNG, at most 2 MB.` : t`Required: JPG or PNG, at most 2 MB.`}
        </p>
        <div className="profile-form__photo-row">
          {shownPhoto ? (
            <img
              className="profile-form__preview"
              src={shownPhoto}
              alt={preview ? t`Your new choice (not saved yet)` : `${details.first_name} ${details.last_name}`}
              width={96}
              height={96}
            />
          ) : (
            <span className="profile-form__preview profile-form__preview--empty" aria-hidden="true" />
          )}
          <input
            ref={fileInput}
            id={photoId}
            type="file"
            accept="image/jpeg,image/png"
            className="profile-form__file"
            aria-invalid={photoError ? true : undefined}
            aria-describedby={[`${photoId}-hint`, photoError ? `${photoId}-error` : ''].filter(Boolean).join(' ')}
            onChange={onPhotoChange}
          />
        </div>
        {photoError && (
          <p id={`${photoId}-error`} className="form-field__error">
            <span className="visually-hidden">
              <Trans>Error:</Trans>{' '}
            </span>
            {translateSharedText(photoError)}
          </p>
        )}
      </div>
      <ResetUpdateButtons
        saving={saving}
        onReset={() => {
          reset(formValues(details));
          clearPhoto();
        }}
      />
    </form>
  );
}
