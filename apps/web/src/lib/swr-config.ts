import type { SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from './api-client';

/**
 * Every read of the API goes through SWR with these settings, given once at the root (`<SWRConfig>` in
 * main.tsx, and in the tests' render helpers): the API client as fetcher, and spec 1 §9's data-fetch
 * settings (de-duplication 2 s, error retry 5 s up to 3 times, focus throttle 5 s). A 4xx answer will not
 * change by asking again, so only network and server failures are retried. Hooks add only what differs.
 */
export const SWR_DEFAULTS: SWRConfiguration = {
  fetcher: swrFetcher,
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};
