import { ADMIN_UPLOAD_MAX_BYTES } from '@iiidem/shared/admin/limits';
import { ADMIN_MESSAGES } from '@iiidem/shared/admin/messages';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { applyApiErrors } from '../../../components/form/apply-api-errors';
import { FileField } from '../../../components/form/file-field';
import { TextField } from '../../../components/form/form-fields';
import { adminSave } from './use-save-attempt';
import './admin-panels.css';
import './content-admin.css';

/** Form pieces of the back-office content sections (components/form has the fields themselves). */

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

/** A content form's alert when the server could not be reached. */
export const CONTENT_SAVE_FAILURE = 'The form could not be saved. Please try again.';

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
      const { message } = applyApiErrors(
        error,
        [...fields, fileField],
        (name, fieldError) =>
          name === fileField ? setFileError(fieldError.message) : setFieldError(name, fieldError.message),
        CONTENT_SAVE_FAILURE,
      );
      setFormError(message);
    }
  };

  return { formError, fileError, choose, save };
}
