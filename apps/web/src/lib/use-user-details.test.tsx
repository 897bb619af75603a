import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr, type MockAnswer, type MockHandler, mockFetch, okJson } from '../test/mock-api';
import { sampleUserDetails } from '../test/user-details';
import { clearSession, startSession } from './session';
import { forgetUserDetails, useUserDetails } from './use-user-details';

function Probe() {
  const { details } = useUserDetails();
  const { mutate } = useSWRConfig();
  return (
    <>
      <p>{details ? `Signed in as ${details.first_name}` : 'Loading'}</p>
      {/* What the time-out watcher and sign-out do: drop the token, forget the details. */}
      <button
        type="button"
        onClick={() => {
          clearSession();
          void forgetUserDetails(mutate);
        }}
      >
        End session
      </button>
    </>
  );
}

/** /dashboard reads the user details; /login is the side panel's target (spec 1 §2). */
function renderWithToken(handler: MockHandler) {
  window.localStorage.setItem('accessToken', 'test-token');
  window.localStorage.setItem('user_type', '2');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch(handler);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Probe /> },
      { path: '/login', element: <p>Login target</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('user details while a token is held (spec 1 §4, §8)', () => {
  it.each([
    ['returns success false', () => okJson({ success: false, message: 'No such user.' })],
    ['fails on the server (5xx)', () => ({ status: 500, body: { success: false, message: 'Internal error.' } })],
    [
      'fails on the network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as const)('clears the session and sends the user to /login when the call %s', async (_, answer) => {
    const router = renderWithToken((url) => (url.pathname === '/api/user-details' ? answer() : undefined));
    expect(await screen.findByText('Login target')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
  });

  it('keeps the session when the details arrive', async () => {
    const router = renderWithToken((url) =>
      url.pathname === '/api/user-details' ? okJson({ success: true, data: sampleUserDetails() }) : undefined,
    );
    expect(await screen.findByText('Signed in as Asha')).toBeInTheDocument();
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('accessToken')).toBe('test-token');
  });

  it('keeps the session when the browser cancels the call because the page is leaving', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    try {
      const router = renderWithToken((url) => {
        if (url.pathname === '/api/user-details') throw new TypeError('Failed to fetch');
        return undefined;
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(window.localStorage.getItem('accessToken')).toBe('test-token');
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });
});

describe('user details across sessions in one tab', () => {
  it("loads the new session's details even when the ended session's call was still on its way (issue 16)", async () => {
    let answerFirstCall: (answer: MockAnswer) => void = () => {};
    const calls: string[] = [];
    renderWithToken((url) => {
      if (url.pathname !== '/api/user-details') return undefined;
      calls.push(url.pathname);
      if (calls.length > 1) return okJson({ success: true, data: sampleUserDetails({ first_name: 'Meera' }) });
      return new Promise<MockAnswer>((resolve) => {
        answerFirstCall = resolve;
      });
    });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'End session' }).click());
    await act(async () => startSession('second-token', 2));
    await act(async () => answerFirstCall(okJson({ success: true, data: sampleUserDetails() })));
    expect(await screen.findByText('Signed in as Meera')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
