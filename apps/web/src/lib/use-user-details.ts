import type { TUserDetailsAnswer } from '@iiidem/shared/accounts/user-details';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { paths } from '../paths';
import { ApiError } from './api-client';
import { clearSession, useSession } from './session';

/** The SWR key of the signed-in user's details (shared with every screen that shows or refreshes them). */
export const USER_DETAILS_KEY = '/user-details';

/**
 * True from the moment the page starts to leave (a link to another document, a reload, the address bar) until it
 * is gone: the browser then cancels the requests in flight, and their "network failure" is not one of the user's
 * session. If the page stays after all (a download), it counts again a few seconds later.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leavingPage = true;
    window.setTimeout(() => {
      leavingPage = false;
    }, 3000);
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** A failure of the call itself, rather than the browser cancelling it because the page is going away. */
function isSessionEndingFailure(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 0 && leavingPage);
}

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
    if (!accessToken || !error || !isSessionEndingFailure(error)) return;
    console.error('Could not load the user details', error);
    void navigate(paths.legacyLogin, { replace: true });
    clearSession();
  }, [accessToken, error, navigate]);
  return { details: result.data?.data, error, isLoading: result.isLoading, mutate: result.mutate };
}
