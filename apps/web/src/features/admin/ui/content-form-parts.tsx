import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';

/** Form pieces of the back-office content sections (the accounts' TextField and SelectField cover the rest). */

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="form-field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string };

export function TextAreaField({ label, hint, error, id: givenId, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className="form-field__control"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string; error?: string };

export function CheckboxField({ label, hint, error, id: givenId, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="form-field">
      <label className="content-form__check" htmlFor={id}>
        <input type="checkbox" id={id} aria-describedby={describedBy(id, hint, error)} {...input} />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type PdfFieldProps = {
  label: string;
  name: string;
  /** The file the record has now ('/files/...'), linked under the input. */
  current?: string | null;
  hint?: string;
  error?: string;
  required?: boolean;
  onChange: (file: File | undefined) => void;
};

/** A PDF file input (10 MB at most); the chosen file is handed to `onChange`. */
export function PdfField({ label, name, current, hint, error, required, onChange }: PdfFieldProps) {
  const id = useId();
  const fullHint = [hint, 'A PDF file of at most 10 MB.'].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {fullHint}
        {current ? (
          <>
            {' '}
            Current file:{' '}
            <a href={current} target="_blank" rel="noreferrer">
              open the PDF<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </>
        ) : null}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept=".pdf,application/pdf"
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        required={required}
        aria-describedby={describedBy(id, true, error)}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What is wrong with a chosen PDF before it is sent (the server checks the content too), or null. */
export function pdfFileIssue(file: File | undefined): string | null {
  if (!file) return null;
  if (file.size > ADMIN_UPLOAD_MAX_BYTES) return ADMIN_MESSAGES.fileTooLarge;
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return ADMIN_MESSAGES.pdfOnly;
  return null;
}

/** The form's heading, focused when the form opens so keyboard and screen-reader users land on it. */
export function ContentFormHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="content-form__heading">
      {children}
    </h2>
  );
}

export function ContentFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="content-form__actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * Puts the server's field errors of `fields` under them (`setError`, file fields included);
 * answers the message for the form's alert.
 */
export function applyContentErrors(
  error: unknown,
  fields: readonly string[],
  setError: (name: string, message: string) => void,
  fallback = 'The form could not be saved. Please try again.',
): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  for (const item of error.errors) {
    if (fields.includes(item.path)) setError(item.path, item.msg);
  }
  return error.message;
}

/** A multipart body: text fields as given (booleans as 'true'/'false', null as ''), files when chosen. */
export function toFormData(
  values: Record<string, string | number | boolean | null | undefined>,
  files: Record<string, File | undefined> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value == null ? '' : String(value));
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file);
  return body;
}
