import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../accounts/form-fields';
import { adminSave } from './use-save-attempt';
import './admin-panels.css';
import './content-admin.css';

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
        {requiredMark ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
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
      <FieldError id={id} error={error ?? undefined} />
      {children}
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
export function PdfField({ current, hint, ...field }: PdfFieldProps) {
  const fullHint = [hint, 'A PDF file of at most 10 MB.'].filter(Boolean).join(' ');
  return (
    <FileField
      accept=".pdf,application/pdf"
      hint={
        <>
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
        </>
      }
      {...field}
    />
  );
}

type SortOrderFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'required' | 'inputMode'> & {
  /** null: no hint. */
  hint?: string | null;
};

/** "Display order" (a required whole number) of a photo, video, session or file. */
export function SortOrderField({ hint = 'Lower numbers are shown first.', ...input }: SortOrderFieldProps) {
  return <TextField label="Display order" hint={hint ?? undefined} inputMode="numeric" required {...input} />;
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

/** The form panel of the gallery and trainings sections: a region named by its heading, focused on open. */
export function FormPanel({
  title,
  level = 2,
  focusOnOpen = true,
  children,
}: {
  title: string;
  level?: 2 | 3 | 4;
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the form they asked for, not on the button far down the list.
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);
  const Heading = `h${level}` as const;
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <Heading id={headingId} ref={ref} tabIndex={-1} className="admin-panel__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

type ContentFormButtonsProps = {
  busy: boolean;
  /** The submit button's text ('Save' unless given). */
  submitLabel?: string;
  /** No Cancel button without it. */
  onCancel?: () => void;
};

export function ContentFormButtons({ busy, submitLabel = 'Save', onCancel }: ContentFormButtonsProps) {
  return (
    <div className="content-form__actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
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

type FormDataValues = Record<string, string | number | boolean | null | undefined>;

type PdfFormSaveOptions<Values extends FormDataValues> = {
  /** '/admin/news': POST there for a new record, PUT `${base}/${id}` for the one being edited. */
  base: string;
  id: number | undefined;
  /** The multipart name of the PDF, e.g. 'pdf'. */
  fileField: string;
  /** The form's own fields (server errors for them go under them). */
  fields: readonly string[];
  setFieldError: (name: string, message: string) => void;
  /** Why the form cannot be sent without a (new) file, or null. */
  missingFile: (values: Values, file: File | undefined) => string | null;
  /** The notice when the server sends no message. */
  savedText: string;
  onSaved: (message: string) => void;
};

/**
 * A content form with one PDF: the chosen file and its error (`choose` checks it at once), the form's alert,
 * and `save(values)`, which checks the file again and sends everything as multipart.
 */
export function usePdfFormSave<Values extends FormDataValues>({
  base,
  id,
  fileField,
  fields,
  setFieldError,
  missingFile,
  savedText,
  onSaved,
}: PdfFormSaveOptions<Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setFileError(pdfFileIssue(chosen) ?? undefined);
  };

  const save = async (values: Values) => {
    setFormError(null);
    const issue = pdfFileIssue(file) ?? missingFile(values, file);
    setFileError(issue ?? undefined);
    if (issue) return;
    try {
      const answer = await adminSave<unknown>(base, id, toFormData(values, { [fileField]: file }));
      onSaved(answer.message ?? savedText);
    } catch (error) {
      setFormError(
        applyContentErrors(error, [...fields, fileField], (name, message) =>
          name === fileField ? setFileError(message) : setFieldError(name, message),
        ),
      );
    }
  };

  return { formError, fileError, choose, save };
}
