import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { paths } from '../../paths';

/**
 * Logout (spec 1 §4): removes accessToken and user_type, which clears the token every component reads
 * through useSession(), then goes to the sign-in page.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
