import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { clearSession } from '../../lib/session';
import { forgetUserDetails } from '../../lib/use-user-details';
import { paths } from '../../paths';
import { logOutOnServer } from './accounts-api';

/**
 * Logout (spec 1 §4): revokes the token on the server, then removes accessToken and user_type (which
 * clears the token every component reads through useSession()) and goes to the sign-in page. The browser
 * forgets the token even when the server cannot be reached.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await logOutOnServer();
    } catch {
      // The token is dropped below either way; an unreachable server lets it expire on its own.
    }
    clearSession();
    // The next account signing in on this tab must not see these details, even for a moment.
    await forgetUserDetails(mutate);
    navigate(paths.login, { replace: true });
  }, [navigate, mutate]);
}
