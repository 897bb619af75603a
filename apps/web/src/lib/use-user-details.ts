import type { TUserDetailsAnswer } from '@iiidem/shared/accounts/user-details';
import { useEffect } from 'react';
import useSWR from 'swr';
import { ApiError } from './api-client';
import { clearSession, useSession } from './session';

/** The SWR key of the signed-in user's details (shared with every screen that shows or refreshes them). */
export const USER_DETAILS_KEY = '/user-details';

/** True when the server said the session is no good (as opposed to the network or the server failing). */
function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The signed-in user's details (the shell, the dashboard, My Profile, the nomination forms, the back office),
 * cached and revalidated (spec 1 §7). When the server refuses them while a token is held, the session is
 * cleared (spec 1 §4), which sends the visitor to sign in; a network or server failure keeps the session and
 * reports the error.
 */
export function useUserDetails() {
  const { accessToken } = useSession();
  const result = useSWR<TUserDetailsAnswer>(accessToken ? USER_DETAILS_KEY : null);
  const { error } = result;
  useEffect(() => {
    if (accessToken && endsSession(error)) clearSession();
  }, [accessToken, error]);
  return { details: result.data?.data, error, isLoading: result.isLoading, mutate: result.mutate };
}
