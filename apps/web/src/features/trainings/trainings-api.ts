import type { TTrainingDetailResponse, TTrainingListResponse } from '@iiidem/shared/schemas/trainings';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from '../../lib/api-client';

/** Data-fetch settings (spec 1 §9); a 4xx (unknown or bad id) is not retried. */
const TRAINING_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/** The domestic trainings table. */
export function useTrainings() {
  return useSWR<TTrainingListResponse>('/trainings', swrFetcher, TRAINING_FETCH_OPTIONS);
}

/** One training with its sessions (spec 2 reads data.training[0]); a null id (bad URL) fetches nothing. */
export function useTraining(id: number | null) {
  return useSWR<TTrainingDetailResponse>(id === null ? null : `/trainings/${id}`, swrFetcher, TRAINING_FETCH_OPTIONS);
}
