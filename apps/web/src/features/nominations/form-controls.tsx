import type { Language } from '@iiidem/shared/language';
import type { TCountry, TState } from '@iiidem/shared/nominations/api';
import { latestBirthDate } from '@iiidem/shared/nominations/date-rules';
import type { FieldSpec, Option } from '@iiidem/shared/nominations/form-fields';
import { countWords } from '@iiidem/shared/nominations/word-count';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode } from 'react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { DateHint, DateInput } from '../../components/form/date-field';
import { FieldError, RequiredMark } from '../../components/form/field-parts';
import { NameSanitiserNotice, useNameSanitiser } from '../../components/form/name-sanitiser';
import { type UploadState, UploadStatus } from '../../components/form/upload-status';
import { useLanguage } from '../../lib/i18n/localized';
import { formText } from './form-texts';
import { countryName, sortedByName, stateName } from './reference-names';
import { WordCount } from './word-count';

/** The id of a field's control (the first radio for radio groups): error summary links and focus target it. */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

export type ReferenceLists = { countries: readonly TCountry[]; states: readonly TState[] };

/**
 * The options of a select, from its own list or from the countries and states lists, the latter named in the
 * form's language (in English, in the reference data's order).
 */
export function optionsFor(field: FieldSpec, lists: ReferenceLists, language: Language = 'en'): readonly Option[] {
  const named = (options: Option[]) => (language === 'en' ? options : sortedByName(options, language));
  switch (field.kind) {
    case 'country-id':
      return named(
        lists.countries.map((country) => ({ value: String(country.id), label: countryName(country, language) })),
      );
    case 'country-name':
      return named(lists.countries.map((country) => ({ value: country.name, label: countryName(country, language) })));
    case 'country-iso':
      return named(
        lists.countries.map((country) => ({
          value: country.iso,
          label: `${countryName(country, language)} (${country.iso})`,
        })),
      );
    case 'state':
      return named(lists.states.map((state) => ({ value: state.ST_CODE, label: stateName(state, language) })));
    default:
      return field.options ?? [];
  }
}

/** The empty first choice of a select. */
export function SelectPrompt() {
  const { t } = useLingui();
  return <option value="">{t`Select`}</option>;
}

/** The latest date a date field accepts (spec 2 §5: 18 years for the date of birth, today for past dates). */
export function maxDateFor(field: FieldSpec, today: string): string | undefined {
  if (field.dateRule === 'adult') return latestBirthDate(today);
  if (field.dateRule === 'past') return today;
  return undefined;
}

const SELECT_KINDS = new Set(['select', 'country-id', 'country-name', 'country-iso', 'state']);

function inputTypeFor(field: FieldSpec): string {
  if (field.kind === 'email') return 'email';
  if (field.kind === 'mobile-loose' || field.kind === 'mobile-strict' || field.kind === 'landline') return 'tel';
  return 'text';
}

type LabelProps = { field: FieldSpec; htmlFor?: string; asterisk: boolean };

export function FieldLabel({ field, htmlFor, asterisk }: LabelProps) {
  const { i18n } = useLingui();
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {formText(i18n, field.label)}
      {asterisk ? <RequiredMark /> : null}
    </label>
  );
}

type BoundFieldProps = {
  formId: string;
  field: FieldSpec;
  register: UseFormRegister<Record<string, string>>;
  /** The form's control, for the date fields (their text differs from their value). */
  control: Control<Record<string, string>>;
  error: string | undefined;
  lists: ReferenceLists;
  today: string;
  /** Current value (for the live word count). */
  value: string;
  /** Option values that cannot be chosen (hostel Yes on a course without a hostel). */
  disabledOptions?: readonly string[];
  /** A note under the field (why an option is disabled). */
  note?: string;
};

/** One form field bound to react-hook-form: label, hint, control, error, all wired with aria-describedby. */
export function BoundField({
  formId,
  field,
  register,
  control: formControl,
  error,
  lists,
  today,
  value,
  disabledOptions = [],
  note,
}: BoundFieldProps) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const id = controlId(formId, field.name);
  const isDate = field.kind === 'date';
  const hintId = field.hint || isDate ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = field.name === 'reason_for_applying' ? `${id}-count` : undefined;
  const names = useNameSanitiser();
  const sanitiserId = names.notice ? `${id}-sanitised` : undefined;
  const describedBy = [hintId, noteId, countId, sanitiserId, errorId].filter(Boolean).join(' ') || undefined;
  const required = Boolean(field.required);
  const registration = register(field.name);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    // Spec 1 §5: names are sanitised as they are typed, saying what was not kept; other text is kept as typed
    // (the schema refuses a character it does not allow, with a message). Selects, dates and e-mails are raw.
    if (field.personName && !field.fromProfile) names.sanitise(event.target);
    return registration.onChange(event);
  };
  const common = {
    ...registration,
    onChange,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };

  let control: ReactNode;
  if (field.kind === 'radio') {
    const options = field.options ?? [];
    return (
      <fieldset className="form-field form-field--radios" aria-describedby={describedBy}>
        <legend className="form-field__label">
          {formText(i18n, field.label)}
          {required ? <RequiredMark /> : null}
        </legend>
        <div className="form-field__radios">
          {options.map((option, index) => (
            <label key={option.value} className="form-field__radio">
              <input
                {...registration}
                type="radio"
                id={index === 0 ? id : `${id}-${option.value}`}
                value={option.value}
                disabled={disabledOptions.includes(option.value)}
                aria-invalid={error ? true : undefined}
              />
              {formText(i18n, option.label)}
            </label>
          ))}
        </div>
        {note ? (
          <p id={noteId} className="form-field__hint">
            {note}
          </p>
        ) : null}
        <FieldError id={id} message={error} />
      </fieldset>
    );
  }
  if (SELECT_KINDS.has(field.kind)) {
    control = (
      <select id={id} className="form-field__control" {...common}>
        <SelectPrompt />
        {optionsFor(field, lists, language).map((option) => (
          <option key={option.value} value={option.value}>
            {formText(i18n, option.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea') {
    control = <textarea id={id} className="form-field__control" rows={4} maxLength={field.max} {...common} />;
  } else if (isDate) {
    control = (
      <Controller
        name={field.name}
        control={formControl}
        render={({ field: bound }) => (
          <DateInput
            id={id}
            name={bound.name}
            ref={bound.ref}
            className="form-field__control form-field__control--date"
            value={bound.value ?? ''}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            autoComplete={field.autoComplete ?? 'off'}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
          />
        )}
      />
    );
  } else {
    control = (
      <input
        id={id}
        className="form-field__control"
        type={inputTypeFor(field)}
        maxLength={field.max}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete ?? 'off'}
        readOnly={Boolean(field.fromProfile)}
        {...common}
      />
    );
  }
  return (
    <div className={`form-field${field.kind === 'textarea' ? ' form-field--wide' : ''}`}>
      <FieldLabel field={field} htmlFor={id} asterisk={required} />
      {hintId ? (
        <p id={hintId} className="form-field__hint">
          {isDate ? <DateHint latest={maxDateFor(field, today)} /> : formText(i18n, field.hint ?? '')}
        </p>
      ) : null}
      {field.fromProfile ? (
        <p className="form-field__hint">
          <Trans>From your profile</Trans>
        </p>
      ) : null}
      {control}
      {sanitiserId ? <NameSanitiserNotice id={sanitiserId} notice={names.notice} /> : null}
      {countId ? (
        <p id={countId} className="form-field__hint" aria-live="polite">
          <WordCount words={countWords(value)} />
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type FileFieldProps = {
  formId: string;
  field: FieldSpec;
  /** The one state the field shows: chosen, uploading, uploaded or refused (with the check's or server's text). */
  state: UploadState;
  onChoose: (file: File | null) => void;
  /** Changes when the form is reset, so the input forgets its file. */
  resetKey: number;
};

/** An image upload (JPG or PNG up to 2 MB) with its state under it, announced as it changes. */
export function FileField({ formId, field, state, onChoose, resetKey }: FileFieldProps) {
  const { i18n } = useLingui();
  const id = controlId(formId, field.name);
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <div className={`form-field${state.kind === 'refused' ? ' form-field--invalid' : ''}`}>
      <FieldLabel field={field} htmlFor={id} asterisk={false} />
      <p id={hintId} className="form-field__hint">
        {field.hint ? formText(i18n, field.hint) : null}
      </p>
      <input
        key={resetKey}
        id={id}
        name={field.name}
        type="file"
        accept="image/jpeg,image/png"
        className="form-field__control form-field__control--file"
        aria-describedby={[hintId, state.kind === 'none' ? undefined : statusId].filter(Boolean).join(' ')}
        aria-invalid={state.kind === 'refused' ? true : undefined}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      <UploadStatus id={statusId} state={state} />
    </div>
  );
}
