import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form/form-fields';
import './content-admin.css';

/** A registered field and the message under it (and its id, for an error summary's link). */
export type RegisteredField = UseFormRegisterReturn & { error?: string; id?: string };

type BilingualFieldProps = {
  /** The English label; the Hindi field is labelled '<label> (Hindi)' unless `hindiLabel` is given. */
  label: string;
  hindiLabel?: string;
  english: RegisteredField;
  hindi: RegisteredField;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  /** Marks the English field only: the Hindi is always optional. */
  required?: boolean;
  hint?: string;
};

/**
 * A text a visitor reads, in English and in Hindi side by side (issue 14): two columns from 768 px, stacked on
 * a phone. The Hindi input is marked lang="hi" so the browser offers Hindi input and spelling.
 */
export function BilingualField({
  label,
  hindiLabel = `${label} (Hindi)`,
  english,
  hindi,
  multiline = false,
  required,
  hint,
}: BilingualFieldProps) {
  return (
    <div className="content-form__bilingual">
      {multiline ? (
        <>
          <TextAreaField label={label} hint={hint} {...english} />
          <TextAreaField label={hindiLabel} lang="hi" {...hindi} />
        </>
      ) : (
        <>
          <TextField label={label} hint={hint} required={required} autoComplete="off" {...english} />
          <TextField label={hindiLabel} lang="hi" autoComplete="off" {...hindi} />
        </>
      )}
    </div>
  );
}

/** The note at the top of a form with Hindi fields. */
export function HindiFieldsNote() {
  return (
    <p className="admin-form__hint">
      The Hindi texts are optional: while one is empty, the Hindi pages show the English.
    </p>
  );
}
