import type { ApiFieldError } from '@iiidem/shared/api-error';
import { ApiError } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-errors';
import { translateSharedText } from '../../lib/i18n/form-texts';

/** react-hook-form's setError, or any function that shows a message under the field `name`. */
export type SetFieldError<Name extends string> = (name: Name, error: { type: string; message: string }) => void;

/** Puts each `{ path, msg }` whose path is one of `fields` under that field; answers the fields it placed. */
export function placeFieldErrors<Name extends string>(
  errors: readonly ApiFieldError[],
  fields: readonly Name[],
  setError: SetFieldError<Name>,
): Name[] {
  const placed: Name[] = [];
  for (const { path, msg } of errors) {
    const name = fields.find((field) => field === path);
    if (name === undefined || placed.includes(name)) continue;
    setError(name, { type: 'server', message: msg });
    placed.push(name);
  }
  return placed;
}

export type AppliedApiErrors<Name extends string> = {
  /** For the form's alert: the server's message, or the fallback when the server could not be reached (translated). */
  message: string;
  /** The first item's msg (spec 1 §8: "the first list item's msg"), whichever field it names, in the page's language. */
  firstFieldMessage: string | undefined;
  /** The fields that got an error, in the API's order. */
  placed: Name[];
};

/**
 * The one place a form reads the API's refusal `{ success: false, message, errors: [{ path, msg }] }`:
 * field errors go under the form's own `fields`, and the rest is answered for the form's alert.
 */
export function applyApiErrors<Name extends string>(
  error: unknown,
  fields: readonly Name[],
  setError: SetFieldError<Name>,
  fallback: string,
): AppliedApiErrors<Name> {
  const errors = error instanceof ApiError ? error.errors : [];
  return {
    message: serverMessage(error, fallback),
    firstFieldMessage: errors[0] ? translateSharedText(errors[0].msg) : undefined,
    placed: placeFieldErrors(errors, fields, setError),
  };
}
