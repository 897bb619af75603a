import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, RequiredMark } from './field-parts';
import './form-fields.css';

/**
 * Labelled form controls (style guide: label, hint and error wired with aria-describedby). The error
 * shows under the control; `required` only marks the field (validation is the form schema's job).
 */
type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
};

function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'required'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
};

export function TextField({ label, hint, error, required, id: givenId, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        className={['form-field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'required'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  placeholder: string;
};

export function SelectField({
  label,
  hint,
  error,
  required,
  options,
  placeholder,
  id: givenId,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <select
        id={id}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string };

export function TextAreaField({ label, hint, error, id: givenId, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="form-field__control"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string; error?: string };

export function CheckboxField({ label, hint, error, id: givenId, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="form-field">
      <label className="form-field__check" htmlFor={id}>
        <input type="checkbox" id={id} aria-describedby={describedBy(id, hint, error)} {...input} />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type RadioGroupProps = {
  legend: ReactNode;
  error?: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  /** Props for every radio (from react-hook-form's register). */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value' | 'id'>;
};

export function RadioGroup({ legend, error, required, options, inputProps }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`form-field form-field--radios${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="form-field__radios">
        {options.map((option) => (
          <label key={option.value} className="form-field__radio" htmlFor={`${id}-${option.value}`}>
            <input
              type="radio"
              id={`${id}-${option.value}`}
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...inputProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** A message under a form: red for failures, green for success, announced to screen readers. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

type SubmitButtonProps = { busy: boolean; label: string; busyLabel: string };

/** The one submit button that ends a form, in its actions row; it reads `busyLabel` while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
