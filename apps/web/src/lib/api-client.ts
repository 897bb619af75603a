import type { ApiFieldError } from '@iiidem/shared/api-error';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { clearSession, getAccessToken } from './session';
import { noteSessionHeader } from './session-deadline';

/**
 * The one place the browser talks to the API and turns its error shape
 * `{ success: false, message, errors?: [{ path, msg }] }` into an `ApiError`.
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Field errors, in the API's order. */
    readonly errors: readonly ApiFieldError[] = [],
    /** The parsed answer, for the few callers that read more than the one error shape (spec 2 §8). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  /** True when the session was rejected (401 or 'Token Expired'); the session has already been cleared. */
  get isSessionExpired(): boolean {
    return this.status === 401 || this.message === MESSAGES.tokenExpired;
  }

  /** The first message per field path, for showing under form fields. */
  fieldErrors(): Record<string, string> {
    const byPath: Record<string, string> = {};
    for (const { path, msg } of this.errors) byPath[path] ??= msg;
    return byPath;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** '/courses' + { page: 2 } -> '/api/courses?page=2'. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE}${normalisedPath}${queryString ? `?${queryString}` : ''}`;
}

function fallbackMessage(status: number): string {
  if (status === 401) return API_ERRORS.unauthorized;
  if (status === 403) return API_ERRORS.forbidden;
  if (status === 404) return API_ERRORS.notFound;
  if (status === 413) return API_ERRORS.payloadTooLarge;
  if (status === 415) return API_ERRORS.unsupportedMediaType;
  if (status === 429) return API_ERRORS.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return API_ERRORS.unavailable;
  if (status >= 400 && status < 500) return API_ERRORS.validation;
  return API_ERRORS.internal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ApiFieldError => isRecord(item) && typeof item.path === 'string' && typeof item.msg === 'string',
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Turns an error response (or a 2xx with success false) into an ApiError, clearing the session when it expired. */
export function toApiError(status: number, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
  const error = new ApiError(
    message ?? fallbackMessage(status),
    status,
    readFieldErrors(isRecord(body) && body.errors),
    body,
  );
  if (error.isSessionExpired) clearSession();
  return error;
}

/**
 * Calls the API and resolves with the parsed JSON body.
 * Rejects with an ApiError for network failures (status 0), non-2xx answers and bodies with `success: false`;
 * an aborted request rejects with the AbortError unchanged. Sends the stored token as a bearer header.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers = {}, signal } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const token = getAccessToken();
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers: requestHeaders,
      body: requestBody,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(API_ERRORS.unavailable, 0);
  }

  // A signed-in request restarted the session's idle time: the time-out warning restarts too (issue 16).
  if (token && response.ok) noteSessionHeader(response.headers);
  const parsed = await readBody(response);
  if (!response.ok || (isRecord(parsed) && parsed.success === false)) {
    throw toApiError(response.status, parsed);
  }
  return parsed as T;
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

/** For SWR: `useSWR('/courses', swrFetcher)`. */
export function swrFetcher<T>(path: string): Promise<T> {
  return apiGet<T>(path);
}
