import { useState } from 'react';
import { applyApiErrors, type SetFieldError } from '../../../components/form/apply-api-errors';
import { type Answer, adminSend } from './admin-api';

/** Creates a record under `base` (POST), or replaces the one with `id` (PUT `${base}/${id}`). */
export function adminSave<T>(base: string, id: number | undefined, body: unknown): Promise<Answer<T>> {
  return id === undefined
    ? adminSend<Answer<T>>(base, 'POST', body)
    : adminSend<Answer<T>>(`${base}/${id}`, 'PUT', body);
}

type SaveAttemptOptions<Name extends string> = {
  /** The form's fields that can carry a server error. */
  fields: readonly Name[];
  setError: SetFieldError<Name>;
  /** The form's alert when the server gives no message. */
  failure: string;
  /** Sees a failure after the field errors are placed (e.g. for a file input kept outside the form). */
  onFailure?: (error: unknown) => void;
};

/**
 * The failure message of a form in the gallery and trainings sections: `attempt(send)` clears it and runs
 * `send`; if that fails, the server's field errors go under their fields and its message becomes `formError`.
 */
export function useSaveAttempt<Name extends string>({
  fields,
  setError,
  failure,
  onFailure,
}: SaveAttemptOptions<Name>) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = async (send: () => Promise<void>) => {
    setFormError(null);
    try {
      await send();
    } catch (error) {
      const { message } = applyApiErrors(error, fields, setError, failure);
      onFailure?.(error);
      setFormError(message);
    }
  };
  return { formError, attempt };
}
