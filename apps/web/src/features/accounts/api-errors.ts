import { ApiError } from '../../lib/api-client';

/** The server could not be reached at all (spec: "network failure"). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** The server answered with a refusal it explains (the spec's "success false"), as opposed to failing. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's own words, or `fallback` when it could not be reached. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}

/** The captcha was refused (wrong, used or expired): the form shows it under the captcha field. */
export function isCaptchaRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors.some((item) => item.path === 'captcha');
}

/**
 * Puts the server's field errors under the form's own fields; returns the first message of the list
 * (spec 1 §8: "the first list item's msg").
 */
export function applyFieldErrors<Name extends string>(
  error: unknown,
  fields: readonly Name[],
  setError: (name: Name, error: { type: string; message: string }) => void,
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const item of error.errors) {
    if ((fields as readonly string[]).includes(item.path))
      setError(item.path as Name, { type: 'server', message: item.msg });
  }
  return error.errors[0]?.msg;
}
