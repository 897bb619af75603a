import type { TApplicationListResponse } from '@iiidem/shared/nominations/api';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from '../../lib/api-client';

/** Data-fetch settings (spec 1 §9): de-duplication 2 s, error retry 5 s, focus throttle 5 s; 4xx is not retried. */
const APPLICATION_FETCH_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

export type ApplicationList = 'applied' | 'completed';

const LIST_PATHS: Record<ApplicationList, string> = {
  applied: '/applications',
  completed: '/applications/completed',
};

/** The signed-in user's applications of one tab (only fetched once the tab is shown). */
export function useApplications(list: ApplicationList, enabled = true) {
  return useSWR<TApplicationListResponse>(enabled ? LIST_PATHS[list] : null, swrFetcher, APPLICATION_FETCH_OPTIONS);
}
