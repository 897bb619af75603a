import type {
  TCountryListResponse,
  TDraftResponse,
  TNominationForm,
  TStateListResponse,
} from '@iiidem/shared/nominations/api';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, apiPost, apiRequest } from '../../lib/api-client';

/** Lists that never change while the form is open are fetched once. */
const STATIC_LIST_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, revalidateIfStale: false };

export function useCountries() {
  return useSWR<TCountryListResponse>('/countries', STATIC_LIST_OPTIONS);
}

export function useStates() {
  return useSWR<TStateListResponse>('/states', STATIC_LIST_OPTIONS);
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
 * Sends a nomination as multipart (spec 2 §7) with a per-form Idempotency-Key. It answers the raw answer
 * because spec 2 §8 tells apart messages that are lists, objects, strings or missing.
 */
export async function submitNomination(
  form: TNominationForm,
  body: FormData,
  idempotencyKey: string,
): Promise<SubmitAnswer> {
  try {
    const answer = await apiPost<unknown>(`/nominations/${form}`, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { status: 200, body: answer };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
    throw error;
  }
}
