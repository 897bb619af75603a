import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, RequiredMark } from './field-parts';
import './form-fields.css';

type FileFieldProps = {
  label: string;
  name?: string;
  /** The file types the picker offers, e.g. 'image/jpeg,image/png'. */
  accept: string;
  /** What may be chosen (always shown, and read with the input). */
  hint: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Marks the label with * (as `required` by default). */
  requiredMark?: boolean;
  onChange: (file: File | undefined) => void;
  /** Shown under the input, e.g. a preview. */
  children?: ReactNode;
};

/** A file input with its label, hint and error; the chosen file is handed to `onChange`. */
export function FileField({
  label,
  name,
  accept,
  hint,
  error,
  required,
  requiredMark = required,
  onChange,
  children,
}: FileFieldProps) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {requiredMark ? <RequiredMark /> : null}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(id, true, error)}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <FieldError id={id} message={error} />
      {children}
    </div>
  );
}
