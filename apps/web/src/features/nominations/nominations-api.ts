import type {
  TCountryListResponse,
  TDraftResponse,
  TNominationForm,
  TStateListResponse,
} from '@iiidem/shared/nominations/api';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, apiRequest, apiUrl, swrFetcher, toApiError } from '../../lib/api-client';
import { getAccessToken } from '../../lib/session';

/** Data-fetch settings (spec 1 §9): de-duplication 2 s, error retry 5 s, focus throttle 5 s; 4xx is not retried. */
export const NOMINATION_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/** Lists that never change while the form is open are fetched once. */
const STATIC_LIST_OPTIONS: SWRConfiguration = {
  ...NOMINATION_FETCH_OPTIONS,
  revalidateOnFocus: false,
  revalidateIfStale: false,
};

export type UserDetails = {
  user_type: number | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email_id: string;
  mobile_no: string | null;
  title: string | null;
  gender: string | null;
};

/** The signed-in user's profile (GET /api/user-details): the forms' read-only fields come from it. */
export function useUserDetails() {
  return useSWR<{ success: true; data: UserDetails }>('/user-details', swrFetcher, NOMINATION_FETCH_OPTIONS);
}

export function useCountries() {
  return useSWR<TCountryListResponse>('/countries', swrFetcher, STATIC_LIST_OPTIONS);
}

export function useStates() {
  return useSWR<TStateListResponse>('/states', swrFetcher, STATIC_LIST_OPTIONS);
}

export function fetchDraft(courseId: number): Promise<TDraftResponse> {
  return apiRequest<TDraftResponse>(`/nominations/drafts/${courseId}`);
}

export function saveDraft(courseId: number, form: TNominationForm, data: Record<string, string>): Promise<unknown> {
  return apiRequest(`/nominations/drafts/${courseId}`, { method: 'PUT', body: { form, data } });
}

export function deleteDraft(courseId: number): Promise<unknown> {
  return apiRequest(`/nominations/drafts/${courseId}`, { method: 'DELETE' });
}

/** A submit's raw answer: the HTTP status (0 when the server could not be reached) and the parsed JSON body. */
export type SubmitAnswer = { status: number; body: unknown };

/**
 * Sends a nomination as multipart (spec 2 §7) with the bearer token and a per-form Idempotency-Key.
 * It reads the raw answer because spec 2 §8 tells apart messages that are lists, objects, strings or missing.
 * A 401 or 'Token Expired' still ends the session in the one place that does it (toApiError).
 */
export async function submitNomination(
  form: TNominationForm,
  body: FormData,
  idempotencyKey: string,
): Promise<SubmitAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': idempotencyKey };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(`/nominations/${form}`), {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    return { status: 0, body: undefined };
  }
  let parsed: unknown;
  try {
    parsed = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) toApiError(response.status, parsed);
  return { status: response.status, body: parsed };
}
