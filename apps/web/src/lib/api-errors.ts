import { ApiError } from './api-client';

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
