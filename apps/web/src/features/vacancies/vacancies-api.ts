import type { TVacancyList } from '@iiidem/shared/schemas/vacancies';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from '../../lib/api-client';

/**
 * Data-fetch settings (spec 1 §9: de-duplication 2 s, error retry 5 s, focus throttle 5 s). A failed load
 * is only logged and the table's empty state shows (spec 2 §8).
 */
const VACANCY_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  onError: (error) => console.error('Could not load the vacancies', error),
};

export const VACANCIES_KEY = '/vacancies';

export function useVacancies() {
  return useSWR<TVacancyList>(VACANCIES_KEY, swrFetcher, VACANCY_FETCH_OPTIONS);
}
