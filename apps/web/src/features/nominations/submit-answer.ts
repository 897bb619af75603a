import { MESSAGES } from '@iiidem/shared/messages';

/**
 * What the form does with a submit's answer (spec 2 §8):
 *   success                        -> 'Form submitted successfully', then /dashboard
 *   success false (a 2xx answer)   -> 'Warning' alert with the server message
 *   error with a list of { path, msg } (as `errors` or as `message`) or a message object -> field errors
 *   error with a string message    -> 'Error' popup with it
 *   error without a message        -> popup 'Something went wrong'
 */
export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'warning'; message: string }
  | { kind: 'field-errors'; errors: Record<string, string>; message: string | null }
  | { kind: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listErrors(value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(value)) return errors;
  for (const item of value) {
    if (isRecord(item) && typeof item.path === 'string' && typeof item.msg === 'string') errors[item.path] ??= item.msg;
  }
  return errors;
}

function objectErrors(value: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(value)) {
    if (typeof message === 'string') errors[path] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[path] = message[0];
  }
  return errors;
}

export function classifySubmitAnswer(status: number, body: unknown): SubmitOutcome {
  const record = isRecord(body) ? body : {};
  const message = record.message;
  const text = typeof message === 'string' && message !== '' ? message : null;
  if (status >= 200 && status < 300) {
    if (record.success === false) return { kind: 'warning', message: text ?? MESSAGES.somethingWentWrong };
    return { kind: 'success' };
  }
  const fromList = { ...listErrors(message), ...listErrors(record.errors) };
  if (Object.keys(fromList).length > 0) return { kind: 'field-errors', errors: fromList, message: text };
  if (isRecord(message)) {
    const fromObject = objectErrors(message);
    if (Object.keys(fromObject).length > 0) return { kind: 'field-errors', errors: fromObject, message: null };
  }
  return { kind: 'error', message: text ?? MESSAGES.somethingWentWrong };
}
