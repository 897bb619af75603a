import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/runtime';
import { SESSION_DEADLINE_KEY } from '../../lib/session-deadline';
import { returnPathAfterSignIn } from '../../lib/session-return';
import { FreshSwr, mockFetch, okJson } from '../../test/mock-api';
import { SessionTimeout } from './session-timeout';
import { SignedOutNotice } from './signed-out-notice';

/** A 5-minute idle limit: the warning shows a fifth of it (1 minute) before the end. */
function status(expiresIn: number) {
  return okJson({
    success: true,
    data: {
      idle_expires_at: '2026-11-10T10:05:00.000Z',
      absolute_expires_at: '2026-11-10T22:00:00.000Z',
      expires_in: expiresIn,
      idle_minutes: 5,
    },
  });
}

function renderSignedIn(path = '/nominations/form?course=7') {
  const router = createMemoryRouter(
    [
      {
        path: '/nominations/form',
        element: (
          <>
            <label>
              Address <input />
            </label>
            <SessionTimeout />
          </>
        ),
      },
      { path: '/iiidem-login', element: <SignedOutNotice /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return router;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function called(spy: ReturnType<typeof mockFetch>, method: string, path: string) {
  return spy.mock.calls.some(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );
}

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  window.localStorage.setItem('accessToken', 'a-session-token');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the session time-out warning', () => {
  it('warns a fifth of a short idle limit before the end; "Stay signed in" extends the session', async () => {
    const spy = mockFetch((url) => {
      if (url.pathname === '/api/session') return status(300);
      if (url.pathname === '/api/session/extend') return status(300);
      return undefined;
    });
    renderSignedIn();
    const field = screen.getByRole('textbox', { name: 'Address' });
    field.focus();
    await waitFor(() => expect(called(spy, 'GET', '/api/session')).toBe(true));
    await waitFor(() => expect(window.localStorage.getItem(SESSION_DEADLINE_KEY)).not.toBeNull());

    await advance(235_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(6_000);
    const dialog = await screen.findByRole('dialog', { name: 'You will be signed out soon' });
    expect(dialog).toHaveTextContent(/signed out in 5\d seconds/);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    // Announced politely, at whole minutes and at 30 and 10 seconds only.
    expect(screen.getByRole('status')).toHaveTextContent('Time left before you are signed out: 1 minute');
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('Time left before you are signed out: 1 minute');
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('Time left before you are signed out: 30 seconds');
    expect(dialog).toHaveTextContent(/signed out in 2\d seconds/);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called(spy, 'POST', '/api/session/extend')).toBe(true);
    // Focus goes back to where the user was.
    expect(field).toHaveFocus();
    // The deadline moved: 4 more minutes pass without a warning and still signed in.
    await advance(230_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBe('a-session-token');
  });

  it('at the end drops the token, ends the session, says why on the sign-in page and keeps the way back', async () => {
    const spy = mockFetch((url) => {
      if (url.pathname === '/api/session') return status(300);
      if (url.pathname === '/api/sessions/current') return okJson({ success: true, message: 'Logged out' });
      return undefined;
    });
    const router = renderSignedIn();
    await waitFor(() => expect(window.localStorage.getItem(SESSION_DEADLINE_KEY)).not.toBeNull());
    await advance(300_500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/iiidem-login'));
    expect(router.state.location.search).toBe('?timeout=5');
    expect(
      screen.getByText('You were signed out after 5 minutes without activity. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(called(spy, 'DELETE', '/api/sessions/current')).toBe(true);
    expect(returnPathAfterSignIn()).toBe('/nominations/form?course=7');
  });

  it('follows a deadline moved by any signed-in answer or by another tab', async () => {
    mockFetch((url) => (url.pathname === '/api/session' ? status(300) : undefined));
    renderSignedIn();
    await waitFor(() => expect(window.localStorage.getItem(SESSION_DEADLINE_KEY)).not.toBeNull());
    await advance(241_000);
    await screen.findByRole('dialog');
    // Another tab chose "Stay signed in": its deadline arrives through the storage event.
    const moved = JSON.stringify({ at: Date.now() + 300_000, idleMinutes: 5 });
    window.localStorage.setItem(SESSION_DEADLINE_KEY, moved);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_DEADLINE_KEY, newValue: moved }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await advance(120_000);
    expect(window.localStorage.getItem('accessToken')).toBe('a-session-token');
  });

  it('"Sign out" ends the session at once', async () => {
    const spy = mockFetch((url) => {
      if (url.pathname === '/api/session') return status(60);
      if (url.pathname === '/api/sessions/current') return okJson({ success: true, message: 'Logged out' });
      return undefined;
    });
    const router = renderSignedIn();
    await screen.findByRole('dialog', { name: 'You will be signed out soon' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iiidem-login'));
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(called(spy, 'DELETE', '/api/sessions/current')).toBe(true);
    expect(screen.queryByText(/without activity/)).toBeNull();
  });

  it('speaks Hindi on a Hindi page', async () => {
    i18n.activate('hi');
    mockFetch((url) => (url.pathname === '/api/session' ? status(60) : undefined));
    renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'आपको जल्द ही साइन आउट कर दिया जाएगा' });
    expect(dialog).toHaveTextContent(/में साइन आउट कर दिया जाएगा/);
    expect(screen.getByRole('button', { name: 'साइन इन बने रहें' })).toHaveFocus();
    await advance(61_000);
    expect(
      await screen.findByText(
        '5 मिनट तक कोई गतिविधि न होने के कारण आपको साइन आउट कर दिया गया। जारी रखने के लिए फिर से साइन इन करें।',
      ),
    ).toBeInTheDocument();
  });
});
