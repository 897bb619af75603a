import type { TUserDetailsAnswer } from '@iiidem/shared/accounts/user-details';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { type ScopedMutator } from 'swr';
import { paths } from '../paths';
import { ApiError, apiGet } from './api-client';
import { isPageLeaving, watchPageLeaving } from './page-leaving';
import { clearSession, useSession } from './session';

/** The API path of the signed-in user's details. */
const USER_DETAILS_PATH = '/user-details';

/**
 * The SWR key of the details under one session: the path and the token (the fetcher sends the token anyway). A new
 * session, after a time-out or as someone else, starts from an entry of its own, never from what an earlier one
 * cached, failed with or left half-fetched when it ended (which could leave a screen on "Loading your details…").
 */
export function userDetailsKey(accessToken: string): readonly [string, string] {
  return [USER_DETAILS_PATH, accessToken];
}

/** Matches the details of every session: for `mutate` when one ends, so nobody signing in next sees them. */
export function isUserDetailsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === USER_DETAILS_PATH;
}

/** Forgets the details of every session in this tab (sign-out, time-out), without asking the server again. */
export function forgetUserDetails(mutate: ScopedMutator): Promise<unknown> {
  return mutate(isUserDetailsKey, undefined, { revalidate: false });
}

function fetchUserDetails([path]: readonly [string, string]): Promise<TUserDetailsAnswer> {
  return apiGet<TUserDetailsAnswer>(path);
}

watchPageLeaving();

/** A failure of the call itself, rather than the browser cancelling it because the page is going away. */
function isSessionEndingFailure(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 0 && isPageLeaving());
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
  const result = useSWR<TUserDetailsAnswer>(accessToken ? userDetailsKey(accessToken) : null, fetchUserDetails);
  const { error } = result;
  useEffect(() => {
    if (!accessToken || !error || !isSessionEndingFailure(error)) return;
    console.error('Could not load the user details', error);
    void navigate(paths.legacyLogin, { replace: true });
    clearSession();
  }, [accessToken, error, navigate]);
  return { details: result.data?.data, error, isLoading: result.isLoading, mutate: result.mutate };
}
