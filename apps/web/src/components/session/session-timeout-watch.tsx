import type { TSessionStatusAnswer } from '@iiidem/shared/session/session-status';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError, apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { clearSession, getAccessToken, subscribeToSession } from '../../lib/session';
import {
  getSessionDeadline,
  markSessionEnded,
  noteSessionExpiresIn,
  subscribeToSessionDeadline,
} from '../../lib/session-deadline';
import { forgetIdleSignOut, recordIdleSignOut, signInPath } from '../../lib/session-return';
import { forgetUserDetails } from '../../lib/use-user-details';
import { paths } from '../../paths';
import { ModalDialog } from '../ui/modal-dialog';
import { announcedSeconds, formatTimeLeft, warningLeadMs } from './session-time';
import './session-timeout.css';

/** The idle limit the README documents, for the message when the server never said its own. */
const DEFAULT_IDLE_MINUTES = 30;
/** A window regaining focus re-reads the server's deadline, at most this often. */
const REFRESH_GAP_MS = 10_000;

function idleMinutes(): number {
  return getSessionDeadline()?.idleMinutes ?? DEFAULT_IDLE_MINUTES;
}

/** Learns the server's deadline (GET /api/session, which does not extend the session). */
async function refreshDeadline(): Promise<boolean> {
  const answer = await apiGet<TSessionStatusAnswer>('/session');
  noteSessionExpiresIn(answer.data.expires_in, answer.data.idle_minutes);
  return true;
}

/**
 * Watches the session's deadline while someone is signed in (issue 16, WCAG 2.2.1): two minutes (or a fifth
 * of a short idle limit) before the end, a dialog says how long is left and offers "Stay signed in" (extends
 * the session) and "Sign out"; at the end, the token is dropped and the sign-in page says why, and signing in
 * again returns here. Every signed-in API call moves the deadline (lib/session-deadline), so does another tab.
 */
export default function SessionTimeoutWatch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const deadline = useSyncExternalStore(subscribeToSessionDeadline, getSessionDeadline, () => null);
  // Until the server has spoken in this session, a deadline left by an earlier one means nothing.
  const [ready, setReady] = useState(false);
  const [warning, setWarning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stayRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();
  const textId = useId();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const hereRef = useRef(here);
  hereRef.current = here;

  // The element focused when the warning opened gets focus back when it closes (WAI-ARIA dialog pattern).
  const showWarning = useCallback((show: boolean) => {
    setWarning((open) => {
      if (show && !open) returnFocusRef.current = document.activeElement;
      return show;
    });
  }, []);

  const goToSignIn = useCallback(async () => {
    await forgetUserDetails(mutate);
    navigate(signInPath(), { replace: true });
  }, [mutate, navigate]);

  /** The idle time ran out: forget the token (and end it on the server, should its clock be behind). */
  const expire = useCallback(() => {
    const token = getAccessToken();
    if (!token) return;
    recordIdleSignOut(hereRef.current, idleMinutes());
    markSessionEnded();
    apiRequest('/sessions/current', { method: 'DELETE' }).catch(() => undefined);
    clearSession();
    void goToSignIn();
  }, [goToSignIn]);

  // A new session runs: the time-out that led here is settled. Learn the deadline now and on coming back.
  useEffect(() => {
    forgetIdleSignOut();
    let cancelled = false;
    let lastRefresh = 0;
    const refresh = () => {
      if (Date.now() - lastRefresh < REFRESH_GAP_MS) return;
      lastRefresh = Date.now();
      refreshDeadline()
        .then(() => !cancelled && setReady(true))
        // 401: the session has already been dropped; otherwise the deadline stays as known.
        .catch(() => undefined);
    };
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    // Any signed-in answer after this moment is news from the server as well.
    const unsubscribe = subscribeToSessionDeadline(() => !cancelled && setReady(true));
    // Another tab signed out after the idle time: this one says why as well.
    const unsubscribeSession = subscribeToSession(() => {
      const known = getSessionDeadline();
      if (!getAccessToken() && known && (known.ended || known.at <= Date.now())) {
        recordIdleSignOut(hereRef.current, known.idleMinutes ?? DEFAULT_IDLE_MINUTES);
      }
    });
    return () => {
      cancelled = true;
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
      unsubscribeSession();
    };
  }, []);

  // The two moments: the warning, and the end.
  useEffect(() => {
    if (!ready || !deadline || deadline.ended) return;
    const untilEnd = deadline.at - Date.now();
    if (untilEnd <= 0) {
      expire();
      return;
    }
    const untilWarning = untilEnd - warningLeadMs(deadline.idleMinutes);
    showWarning(untilWarning <= 0);
    setNow(Date.now());
    const timers = [window.setTimeout(expire, untilEnd)];
    if (untilWarning > 0) timers.push(window.setTimeout(() => showWarning(true), untilWarning));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [ready, deadline, expire, showWarning]);

  // While the warning shows: the time left, once a second. Once it has closed (the dialog's own effect runs
  // first), focus goes back where it was.
  useEffect(() => {
    if (!warning) {
      const previous = returnFocusRef.current;
      returnFocusRef.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
      return;
    }
    setNow(Date.now());
    setFailed(false);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [warning]);

  const staySignedIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await apiPost<TSessionStatusAnswer>('/session/extend');
      noteSessionExpiresIn(answer.data.expires_in, answer.data.idle_minutes);
    } catch (error) {
      if (error instanceof ApiError && error.isSessionExpired) {
        // Too late: the server ended the session (its token is already dropped).
        recordIdleSignOut(hereRef.current, idleMinutes());
        markSessionEnded();
        void goToSignIn();
      } else {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    setBusy(true);
    try {
      await apiRequest('/sessions/current', { method: 'DELETE' });
    } catch {
      // The token is dropped below either way.
    }
    clearSession();
    await forgetUserDetails(mutate);
    navigate(paths.login, { replace: true });
  };

  const secondsLeft = deadline ? Math.max(0, Math.ceil((deadline.at - now) / 1000)) : 0;
  const timeLeft = formatTimeLeft(secondsLeft);
  const announced = formatTimeLeft(announcedSeconds(secondsLeft));

  return (
    <ModalDialog
      open={warning}
      onClose={staySignedIn}
      labelledBy={titleId}
      describedBy={textId}
      className="session-timeout"
      initialFocusRef={stayRef}
    >
      <h2 id={titleId} className="session-timeout__title">
        <Trans>You will be signed out soon</Trans>
      </h2>
      <p id={textId} className="session-timeout__text">
        <Trans>
          You have not used the portal for a while. To protect your account, you will be signed out in{' '}
          <strong className="session-timeout__time">{timeLeft}</strong>. Anything you have saved is kept.
        </Trans>
      </p>
      <p className="visually-hidden" role="status">
        {warning ? t`Time left before you are signed out: ${announced}` : ''}
      </p>
      {failed ? (
        <p className="session-timeout__error" role="alert">
          <Trans>The session could not be extended. Check your connection and try again.</Trans>
        </p>
      ) : null}
      <div className="session-timeout__actions">
        <button ref={stayRef} type="button" className="button" aria-disabled={busy} onClick={staySignedIn}>
          <Trans>Stay signed in</Trans>
        </button>
        <button type="button" className="button button--secondary" aria-disabled={busy} onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
