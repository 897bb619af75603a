import { z } from 'zod';
import { YEAR_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { isFreeText, isSanitized } from './sanitize-text';
import { VALIDATION_MESSAGES } from './validation-messages';

export { VALIDATION_MESSAGES };

/**
 * Reusable field rules of spec 1 §5 (shared helpers), as plain predicates and as zod schemas that
 * take and give strings (form inputs and multipart fields are strings; '' means "left empty").
 * The e-mail and mobile rules are in email.ts and mobile.ts.
 */

/** A landline (office or residence): 6 to 15 digits (spec 2 §5 caps phone-like fields at 15 characters). */
export function landlineIssue(value: string): string | null {
  return /^\d{6,15}$/.test(value) ? null : VALIDATION_MESSAGES.landline;
}

/** Spec 1 §5 four-digit field: exactly 4 digits. */
export function fourDigitsIssue(value: string): string | null {
  return new RegExp(`^\\d{${YEAR_LENGTH}}$`).test(value) ? null : MESSAGES.exactlyFourDigits;
}

/** Spec 1 §5 year: 4 digits and not later than `currentYear`. */
export function yearIssue(value: string, currentYear: number): string | null {
  const digits = fourDigitsIssue(value);
  if (digits) return digits;
  return Number(value) > currentYear ? MESSAGES.yearNotInFuture(currentYear) : null;
}

type TextOptions = {
  max: number;
  /** Message when empty; the field is optional without it. */
  required?: string;
  /** Message when longer than `max` (default: 'Input fields must not exceed {n} characters.'). */
  tooLong?: string;
  /** Shortest accepted value and its message (checked after `required`). */
  min?: { length: number; message: string };
};

/** A trimmed text field of at most `max` characters whose characters `allowed` judges (refused with `message`). */
function checkedTextField(
  { max, required, tooLong, min }: TextOptions,
  allowed: (value: string) => boolean,
  message: string,
) {
  return z
    .string({ error: VALIDATION_MESSAGES.notAString })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (min && value.length < min.length) ctx.addIssue({ code: 'custom', message: min.message });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong ?? MESSAGES.inputTooLong(max) });
      else if (!allowed(value)) ctx.addIssue({ code: 'custom', message });
    })
    .prefault('');
}

/**
 * A sanitised text field (spec 1 §5), for names: trimmed, at most `max` characters, and only what the spec's
 * sanitiser keeps. Missing values count as empty.
 */
export function sanitizedTextField(options: TextOptions) {
  return checkedTextField(options, isSanitized, VALIDATION_MESSAGES.textCharacters);
}

/** An address or free text: ordinary punctuation and line breaks allowed (issue 16), nothing silently removed. */
export function freeTextField(options: TextOptions) {
  return checkedTextField(options, isFreeText, VALIDATION_MESSAGES.freeTextCharacters);
}

/** A string field judged by `issue` when not empty; `required` is the message when empty. */
export function ruleField(issue: (value: string) => string | null, options: { required?: string; max?: number } = {}) {
  return z
    .string({ error: VALIDATION_MESSAGES.notAString })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: options.required });
        return;
      }
      if (options.max !== undefined && value.length > options.max) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.inputTooLong(options.max) });
        return;
      }
      const message = issue(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .prefault('');
}

/** One of `values`; empty accepted unless `required`. */
export function choiceField(values: readonly string[], options: { required?: string; invalid: string }) {
  return ruleField((value) => (values.includes(value) ? null : options.invalid), { required: options.required });
}
