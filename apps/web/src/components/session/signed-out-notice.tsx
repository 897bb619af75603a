import { plural } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import './session-timeout.css';

/** The idle minutes of `?timeout=N` on the sign-in page's address, or null. */
export function timeoutMinutes(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes >= 1 ? minutes : null;
}

/**
 * On the sign-in page after the session timed out (issue 16, WCAG 2.2.1): says why the user is here. Signing in
 * again returns to the page they were on (lib/session-return).
 */
export function SignedOutNotice() {
  const [params] = useSearchParams();
  const minutes = timeoutMinutes(params.get('timeout'));
  if (minutes === null) return null;
  return (
    <div className="signed-out-notice" role="status">
      <p>
        {plural(minutes, {
          one: 'You were signed out after # minute without activity. Sign in again to continue.',
          other: 'You were signed out after # minutes without activity. Sign in again to continue.',
        })}
      </p>
    </div>
  );
}
