import { reformatTypedDigits } from '@iiidem/shared/dates';
import { type FieldSpec, type FormSection, isFileField } from '@iiidem/shared/nominations/form-fields';
import { INTERNATIONAL_SECTIONS } from '@iiidem/shared/nominations/international';
import { NOMINATION_LABELS } from '@iiidem/shared/nominations/messages';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DateHint } from '../../components/form/date-field';
import { Accordion } from '../../components/ui/accordion';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { useLanguage } from '../../lib/i18n/localized';
import { FieldLabel, maxDateFor, optionsFor, type ReferenceLists, SelectPrompt } from './form-controls';
import { formText } from './form-texts';
import { RequiredLegend } from './required-legend';
import './nomination-form.css';

/**
 * Spec 2 §2: the static certification form's asterisks mark first name, last name, gender, country of birth,
 * nationality, marital status, country code, blood group and reasons.
 */
export const STATIC_FORM_ASTERISKS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'gender',
  'birth_country',
  'nationality',
  'marital_status',
  'country_code',
  'blood_group',
  'reason_for_applying',
]);

/** Its sections match the international form's, without the hostel question. */
export const STATIC_FORM_SECTIONS: readonly FormSection[] = INTERNATIONAL_SECTIONS.filter(
  (section) => section.id !== 'hostel',
);

const SELECT_KINDS = new Set(['select', 'country-id', 'country-name', 'country-iso', 'state']);

/** An unbound control: no name, no value kept anywhere, nothing validated. */
function StaticField({
  id,
  field,
  lists,
  today,
}: {
  id: string;
  field: FieldSpec;
  lists: ReferenceLists;
  today: string;
}) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const asterisk = STATIC_FORM_ASTERISKS.has(field.name);
  if (field.kind === 'radio') {
    return (
      <fieldset className="form-field form-field--radios">
        <legend className="form-field__label">{formText(i18n, field.label)}</legend>
        <div className="form-field__radios">
          {(field.options ?? []).map((option) => (
            <label key={option.value} className="form-field__radio">
              <input type="radio" name={id} value={option.value} />
              {formText(i18n, option.label)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  let control: ReactNode;
  if (SELECT_KINDS.has(field.kind)) {
    control = (
      <select id={id} className="form-field__control" defaultValue="">
        <SelectPrompt />
        {optionsFor(field, lists, language).map((option) => (
          <option key={option.value} value={option.value}>
            {formText(i18n, option.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea') {
    control = <textarea id={id} className="form-field__control" rows={4} maxLength={field.max} />;
  } else if (isFileField(field)) {
    control = (
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        className="form-field__control form-field__control--file"
      />
    );
  } else if (field.kind === 'date') {
    // Bound to nothing like the rest of this form (Reset empties it), but typed as every date field: DD-MM-YYYY,
    // 8 digits shown as such (issue 17).
    control = (
      <>
        <p id={`${id}-hint`} className="form-field__hint">
          <DateHint latest={maxDateFor(field, today)} />
        </p>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          className="form-field__control form-field__control--date"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          onChange={(event) => {
            const shown = reformatTypedDigits(event.target.value);
            if (shown !== event.target.value) event.target.value = shown;
          }}
        />
      </>
    );
  } else {
    control = (
      <input
        id={id}
        type={field.kind === 'email' ? 'email' : 'text'}
        className="form-field__control"
        maxLength={field.max}
        autoComplete="off"
      />
    );
  }
  return (
    <div className={`form-field${field.kind === 'textarea' ? ' form-field--wide' : ''}`}>
      <FieldLabel field={field} htmlFor={id} asterisk={asterisk} />
      {control}
    </div>
  );
}

type StaticFormProps = { lists: ReferenceLists; today: string };

/**
 * The static certification form for District Election Officers and Returning Officers (spec 2 §2): an
 * accordion of the international form's sections whose inputs are bound to nothing. Reset empties them;
 * Submit validates, collects and sends nothing.
 */
export function StaticCertificationForm({ lists, today }: StaticFormProps) {
  const { t, i18n } = useLingui();
  const baseId = useId().replace(/:/g, '');
  const [note, setNote] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNote(t`This is a preview of the form: nothing was sent.`);
  };

  return (
    <form className="static-form" noValidate onSubmit={onSubmit} onReset={() => setNote('')}>
      <RequiredLegend />
      {/* Closed panels stay in the form (hidden), so Reset empties them too. */}
      <div className="static-form__accordion">
        <Accordion
          items={STATIC_FORM_SECTIONS.map((section) => ({
            id: section.id,
            heading: formText(i18n, section.title),
            content: section.groups.map((group, index) => (
              <div key={group.title ?? index} className="nomination-form__group">
                {group.title ? <h3 className="nomination-form__group-title">{formText(i18n, group.title)}</h3> : null}
                <div className="nomination-form__grid">
                  {group.fields.map((field) => (
                    <StaticField
                      key={field.name}
                      id={`${baseId}-${field.name}`}
                      field={field}
                      lists={lists}
                      today={today}
                    />
                  ))}
                </div>
              </div>
            )),
          }))}
        />
      </div>
      <p className="nomination-form__draft" role="status">
        {note}
      </p>
      <div className="nomination-form__actions">
        <button type="reset" className="button button--secondary">
          {translateSharedText(NOMINATION_LABELS.reset)}
        </button>
        <button type="submit" className="button">
          {translateSharedText(NOMINATION_LABELS.submit)}
        </button>
      </div>
    </form>
  );
}
