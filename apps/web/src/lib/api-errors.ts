import { ApiError } from './api-client';
import { translateSharedText } from './i18n/form-texts';

/** The server could not be reached at all (spec: "network failure"). */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** The server answered with a refusal it explains (the spec's "success false"), as opposed to failing. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The server's own words, or `fallback` when it could not be reached, in the page's language (the server and
 * the shared texts speak English; lib/i18n/shared-texts.ts).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return translateSharedText(error instanceof ApiError && error.status !== 0 ? error.message : fallback);
}
