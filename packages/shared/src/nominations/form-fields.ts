import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailIssue } from '../common/email';
import { choiceField, freeTextField, landlineIssue, ruleField, sanitizedTextField, yearIssue } from '../common/fields';
import { looseMobileIssue, strictMobileIssue } from '../common/mobile';
import { isCalendarDate, isTypedDateInRange, normaliseTypedDate, yearOf } from '../dates';
import { MESSAGES } from '../messages';
import { isAtLeastAge, isNotAfter } from './date-rules';
import { NOMINATION_MESSAGES } from './messages';

/**
 * The nomination forms described once, as data: each field's payload name (spec 2 §3), label, kind and
 * limits. The zod schemas (web form and API route), the forms' markup and the static certification form
 * are all built from these descriptions, so a field cannot be validated one way and shown another.
 */

export type Option = { value: string; label: string };

export type FieldKind =
  /** Sanitised single-line text. */
  | 'text'
  /** Sanitised multi-line text. */
  | 'textarea'
  /** E-mail, kept raw. */
  | 'email'
  /** Mobile number, spec 1 §5 loose rule (10 to 15 digits). */
  | 'mobile-loose'
  /** Mobile number, spec 1 §5 strict rule (exactly 10 digits, not one digit repeated). */
  | 'mobile-strict'
  /** Landline, 6 to 15 digits. */
  | 'landline'
  /** Calendar date: typed DD-MM-YYYY (or 8 digits, or YYYY-MM-DD), sent and stored as YYYY-MM-DD. */
  | 'date'
  /** A select over fixed options. */
  | 'select'
  /** Radio buttons over fixed options. */
  | 'radio'
  /** Select over the countries list, sending the country id. */
  | 'country-id'
  /** Select over the countries list, sending the country name. */
  | 'country-name'
  /** Select over the countries list, sending the ISO code. */
  | 'country-iso'
  /** Select over India's states and union territories, sending the state code. */
  | 'state'
  /** Four-digit year, not later than this year. */
  | 'year'
  /** Whole number of days. */
  | 'days'
  /** An image upload (JPG or PNG, at most 2 MB). */
  | 'file';

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  /** Most characters the input takes (further input is ignored) and the schema accepts. */
  max?: number;
  /** Message when left empty; the field is optional without it. */
  required?: string;
  /** Message when longer than `max`, when it differs from 'Input fields must not exceed {n} characters.'. */
  tooLong?: string;
  /** Shortest value and its message (first name). */
  min?: { length: number; message: string };
  options?: readonly Option[];
  /** 'adult': at least 18 years before today, with that day as the input's max; 'past': not after today. */
  dateRule?: 'adult' | 'past';
  /** A person's name: the spec's sanitiser applies as it is typed; other text takes ordinary punctuation. */
  personName?: boolean;
  /** Filled from the signed-in user's profile and not editable (spec 2 §2). */
  fromProfile?: 'first_name' | 'last_name' | 'email_id' | 'mobile_no';
  /** Shown under the label. */
  hint?: string;
  autoComplete?: string;
  /** 'numeric' or 'tel' keyboards on phones. */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** Default value (radios). */
  defaultValue?: string;
  /** Shown with an asterisk on the static certification form only (spec 2 §2: reasons). */
  markedOnStaticForm?: boolean;
};

/** A nomination as the API reads it: the course and the form's text values (files travel beside them). */
export type TNominationPayload = { course_id: number; values: Record<string, string> };

export type FieldGroup = { title?: string; fields: readonly FieldSpec[] };
export type FormSection = { id: string; title: string; groups: readonly FieldGroup[] };

export function isFileField(field: FieldSpec): boolean {
  return field.kind === 'file';
}

/** Every field of a form's sections, in order. */
export function fieldsOf(sections: readonly FormSection[]): FieldSpec[] {
  return sections.flatMap((section) => section.groups.flatMap((group) => group.fields));
}

/** The form's values when nothing is typed yet: '' everywhere, radios at their default. */
export function emptyValues(sections: readonly FormSection[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(sections)) if (!isFileField(field)) values[field.name] = field.defaultValue ?? '';
  return values;
}

function dateField(field: FieldSpec, today: string) {
  return z
    .preprocess(
      // The browser sends YYYY-MM-DD; a client that sends what was typed (27-03-1990, 27031990) is read the same way.
      (value) => (typeof value === 'string' ? normaliseTypedDate(value) : value),
      z.string({ error: NOMINATION_MESSAGES.invalidDate }),
    )
    .superRefine((value, ctx) => {
      if (value === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: field.required });
        return;
      }
      // A real date of 1900-2099, so that 8 digits read the wrong way round (year 0215) are refused, not aged.
      if (!isTypedDateInRange(value)) {
        ctx.addIssue({ code: 'custom', message: NOMINATION_MESSAGES.invalidDate });
      } else if (field.dateRule === 'adult' && !isAtLeastAge(value, today)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.dobAtLeast18 });
      } else if (field.dateRule === 'past' && !isNotAfter(value, today)) {
        ctx.addIssue({ code: 'custom', message: NOMINATION_MESSAGES.dateInFuture });
      }
    })
    .prefault('');
}

/** The zod schema of one field; `today` is the IST calendar date the date and year rules count from. */
export function fieldSchema(field: FieldSpec, today: string) {
  const required = field.required;
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const options = { max: field.max ?? 100, required, tooLong: field.tooLong, min: field.min };
      return field.personName ? sanitizedTextField(options) : freeTextField(options);
    }
    case 'email':
      return ruleField(
        (value) =>
          value.length > (field.max ?? EMAIL_MAX_LENGTH)
            ? (field.tooLong ?? MESSAGES.inputTooLong(field.max ?? EMAIL_MAX_LENGTH))
            : emailIssue(value),
        { required },
      );
    case 'mobile-loose':
      return ruleField(looseMobileIssue, { required });
    case 'mobile-strict':
      return ruleField(strictMobileIssue, { required });
    case 'landline':
      return ruleField(landlineIssue, { required });
    case 'date':
      return dateField(field, today);
    case 'select':
    case 'radio': {
      const choice = choiceField(
        (field.options ?? []).map((option) => option.value),
        { required, invalid: NOMINATION_MESSAGES.invalidChoice },
      );
      const fallback = field.defaultValue;
      // A radio left out (or sent empty) takes its default, e.g. hostel 'No' (spec 2 §3).
      return fallback === undefined ? choice : choice.transform((value) => (value === '' ? fallback : value));
    }
    case 'country-id':
      return ruleField((value) => (/^\d{1,6}$/.test(value) ? null : NOMINATION_MESSAGES.unknownCountry), { required });
    case 'country-name':
      return ruleField((value) => (value.length <= 100 ? null : NOMINATION_MESSAGES.unknownCountry), { required });
    case 'country-iso':
      return ruleField((value) => (/^[A-Z]{2}$/.test(value) ? null : NOMINATION_MESSAGES.unknownCountry), { required });
    case 'state':
      return ruleField((value) => (/^[A-Z0-9]{1,10}$/.test(value) ? null : NOMINATION_MESSAGES.unknownState), {
        required,
      });
    case 'year':
      return ruleField((value) => yearIssue(value, yearOf(today)), { required });
    case 'days':
      return ruleField((value) => (/^[1-9]\d{0,3}$/.test(value) ? null : NOMINATION_MESSAGES.durationDays), {
        required,
      });
    case 'file':
      throw new Error(`${field.name} is a file: files travel beside the fields`);
  }
}

/** One strict object of every text field of the sections (files are left out). */
export function sectionsShape(sections: readonly FormSection[], today: string) {
  const shape: Record<string, z.ZodType<string, unknown>> = {};
  for (const field of fieldsOf(sections)) if (!isFileField(field)) shape[field.name] = fieldSchema(field, today);
  return shape;
}

/** Adds `message` at `path` when both dates are valid and `end` is before `start`. */
export function orderedDatesIssue(
  values: Record<string, unknown>,
  start: string,
  end: string,
  message: string = NOMINATION_MESSAGES.endBeforeStart,
): { path: [string]; message: string } | null {
  const from = values[start];
  const to = values[end];
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (!isCalendarDate(from) || !isCalendarDate(to)) return null;
  return to < from ? { path: [end], message } : null;
}

/** Splits a parsed payload into its course id and the form's values. */
export function toNominationPayload(parsed: Record<string, unknown>): TNominationPayload {
  const { course_id: courseId, ...values } = parsed;
  return { course_id: Number(courseId), values: values as Record<string, string> };
}
