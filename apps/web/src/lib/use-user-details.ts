import type { TUserDetailsAnswer } from '@iiidem/shared/accounts/user-details';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { paths } from '../paths';
import { clearSession, useSession } from './session';

/** The SWR key of the signed-in user's details (shared with every screen that shows or refreshes them). */
export const USER_DETAILS_KEY = '/user-details';

/**
 * The signed-in user's details (the shell, the dashboard, My Profile, the nomination forms, the back office),
 * cached and revalidated (spec 1 §7). When the call answers `success: false`, fails on the server (5xx) or does not
 * reach it while a token is held, the session is cleared and the user is sent to login (spec 1 §4, §8): to
 * /login, the dashboard side panel's target (spec 1 §2), which leads on to the sign-in form.
 */
export function useUserDetails() {
  const { accessToken } = useSession();
  const navigate = useNavigate();
  const result = useSWR<TUserDetailsAnswer>(accessToken ? USER_DETAILS_KEY : null);
  const { error } = result;
  useEffect(() => {
    if (!accessToken || !error) return;
    console.error('Could not load the user details', error);
    void navigate(paths.legacyLogin, { replace: true });
    clearSession();
  }, [accessToken, error, navigate]);
  return { details: result.data?.data, error, isLoading: result.isLoading, mutate: result.mutate };
}
