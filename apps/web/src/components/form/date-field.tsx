import { formatCourseDate, isCalendarDate, normaliseTypedDate, reformatTypedDigits } from '@iiidem/shared/dates';
import { Trans } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { FieldError, RequiredMark } from './field-parts';
import './form-fields.css';

/**
 * The one date field of the portal (issue 17, docs/decisions.md): a text input typed DD-MM-YYYY as the site shows
 * dates, not the browser's picker (mm/dd/yyyy in many browsers, and 8 typed digits became year 0215). Typing 8
 * digits shows them as DD-MM-YYYY at once (spec 2 §5). The form's value is YYYY-MM-DD as soon as the text is a
 * real date, and the text as typed otherwise, so the form's schema (the one the server runs too) says what is
 * wrong with it.
 */

/** What the field shows for a form value: DD-MM-YYYY for a YYYY-MM-DD date, anything else as it is. */
function shownText(value: string): string {
  return isCalendarDate(value) ? formatCourseDate(value) : value;
}

export type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or the text typed when it is not (yet) a date. */
  value: string;
  onChange: (value: string) => void;
};

/** The bare input of a date field, for a form that draws its own label, hint and error. */
export function DateInput({ value, onChange, onBlur, ...input }: DateInputProps) {
  // The text typed, with the form value it was handed on as. A form value from elsewhere (a reset, a restored draft)
  // shows as itself. Derived while rendering, not synced in an effect: Preact runs effects after the next frame, and
  // an effect of an earlier keystroke would put back an earlier text while someone types fast.
  const [typed, setTyped] = useState(() => ({ text: shownText(value), value }));
  const text = value === typed.value ? typed.text : shownText(value);

  const show = (next: string) => {
    const handed = normaliseTypedDate(next);
    setTyped({ text: next, value: handed });
    onChange(handed);
  };

  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      {...input}
      value={text}
      onChange={(event) => show(reformatTypedDigits(event.target.value))}
      onBlur={(event) => {
        // '1-3-1990' is shown as '01-03-1990' once the field is left; text that is no date stays as typed.
        const date = normaliseTypedDate(text);
        if (isCalendarDate(date) && shownText(date) !== text) show(shownText(date));
        onBlur?.(event);
      }}
    />
  );
}

/** The hint under every date field: the format with an example, and the latest date it takes. */
export function DateHint({ latest }: { latest?: string | undefined }) {
  const latestDate = latest ? formatCourseDate(latest) : '';
  return (
    <>
      <Trans>For example, 27-03-1990</Trans>
      {latest ? (
        <>
          {'. '}
          <Trans>Not later than {latestDate}.</Trans>
        </>
      ) : null}
    </>
  );
}

export type DateFieldProps = Omit<DateInputProps, 'required'> & {
  label: ReactNode;
  /** Replaces the format hint ('For example, 27-03-1990'). */
  hint?: ReactNode;
  /** The latest date the field takes (YYYY-MM-DD), said in the hint; the form's schema enforces it. */
  latest?: string;
  error?: string | undefined;
  required?: boolean;
};

/** A labelled date field: label, hint with the format and an example, input and error, wired for screen readers. */
export function DateField({ label, hint, latest, error, required, id: givenId, className, ...input }: DateFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint ?? <DateHint latest={latest} />}
      </p>
      <DateInput
        id={id}
        className={['form-field__control', 'form-field__control--date', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...input}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
