import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { ApiError, swrFetcher } from '../../lib/api-client';
import { clearSession, useSession } from '../../lib/session';
import { USER_DETAILS_KEY, type UserDetails } from './accounts-api';

/** Spec 1 §9 data-fetch defaults; answers from the server (4xx) are not retried. */
const USER_DETAILS_OPTIONS: SWRConfiguration = {
  dedupingInterval: 2000,
  errorRetryInterval: 5000,
  focusThrottleInterval: 5000,
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/** True when the server said the session is no good (as opposed to the network or the server failing). */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The signed-in user's details, cached and revalidated (spec 1 §7). When the server refuses them while a
 * token is held, the session is cleared (spec 1 §4), which sends the visitor to sign in; a network or
 * server failure keeps the session and reports the error.
 */
export function useUserDetails() {
  const { accessToken } = useSession();
  const result = useSWR<{ success: true; data: UserDetails }>(
    accessToken ? USER_DETAILS_KEY : null,
    swrFetcher,
    USER_DETAILS_OPTIONS,
  );
  const { error } = result;
  useEffect(() => {
    if (accessToken && endsSession(error)) clearSession();
  }, [accessToken, error]);
  return { details: result.data?.data, error, isLoading: result.isLoading, mutate: result.mutate };
}
