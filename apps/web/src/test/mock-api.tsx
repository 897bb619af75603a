import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Middleware, SWRConfig, type SWRConfiguration } from 'swr';
import { vi } from 'vitest';
import { appRoutes } from '../app/app-routes';
import { SITE_UPDATED_KEY } from '../app/layout/site-last-updated';
import { swrCacheWith } from '../app/page-data';
import { SWR_DEFAULTS } from '../lib/swr-config';
import { SITE_SETTINGS_KEY } from '../lib/use-site-settings';
import { SITE_SETTINGS_ANSWER } from './site-settings';

/** An API answer: status and JSON body. */
export type MockAnswer = { status: number; body: unknown };

/** Answers a request, or returns undefined for a 404. May return a promise to hold a loading state. */
export type MockHandler = (url: URL) => MockAnswer | undefined | Promise<MockAnswer | undefined>;

export const okJson = (body: unknown): MockAnswer => ({ status: 200, body });

/** The shell's read of the site settings (footer, top bar), answered with the fixture unless a handler answers it. */
const SITE_SETTINGS_PATH = '/api/site-settings';
/** The footer's read of the day the site last changed (issue 16), likewise. */
const SITE_UPDATED_PATH = '/api/site-updated';
export const SITE_UPDATED_ANSWER = { success: true, data: { last_updated: '2026-11-10' } } as const;
/** The session time-out watcher's read of the session's deadline (issue 16), on every page while signed in. */
const SESSION_PATH = '/api/session';
export const SESSION_ANSWER = {
  success: true,
  data: {
    idle_expires_at: '2026-11-10T10:30:00.000Z',
    absolute_expires_at: '2026-11-10T22:00:00.000Z',
    expires_in: 1800,
    idle_minutes: 30,
  },
} as const;
const SHELL_ANSWERS: Record<string, unknown> = {
  [SITE_SETTINGS_PATH]: SITE_SETTINGS_ANSWER,
  [SITE_UPDATED_PATH]: SITE_UPDATED_ANSWER,
  [SESSION_PATH]: SESSION_ANSWER,
};

/**
 * Replaces fetch with `handler`'s answers and returns the spy, whose calls name the requested addresses. The site
 * settings every page's shell reads get the test fixture when `handler` leaves them unanswered.
 */
export function mockFetch(handler: MockHandler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const shellAnswer = SHELL_ANSWERS[url.pathname];
    const answer = (await handler(url)) ??
      (shellAnswer ? okJson(shellAnswer) : undefined) ?? {
        status: 404,
        body: { success: false, message: 'Not found.' },
      };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/**
 * The paths and queries fetch was asked for by the page, e.g. ['/api/press-news?category_id=3&page=2'] (the shell's
 * read of the site settings apart: every page makes it).
 */
export function requestedUrls(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls
    .map(([input]) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      return `${url.pathname}${url.search}`;
    })
    .filter((address) => !(address in SHELL_ANSWERS));
}

/**
 * The site settings stay the fixture unless the test mocks fetch (then they are asked for once, and the mock
 * answers the fixture or the test's own): a test without a mock API makes no request for them.
 */
function settingsOptions(config: SWRConfiguration): SWRConfiguration {
  return vi.isMockFunction(globalThis.fetch)
    ? { ...config, revalidateIfStale: true }
    : { ...config, revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false };
}

const settingsFixtureUnlessFetchMocked: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, key === SITE_SETTINGS_KEY || key === SITE_UPDATED_KEY ? settingsOptions(config) : config);

/**
 * The app's root SWR settings (main.tsx) on a fresh cache per render, so each test sees only its own answers. The
 * cache starts with the site settings' fixture, as a server-rendered page starts with the settings in its HTML.
 */
export function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        ...SWR_DEFAULTS,
        provider: swrCacheWith({ [SITE_SETTINGS_KEY]: SITE_SETTINGS_ANSWER, [SITE_UPDATED_KEY]: SITE_UPDATED_ANSWER }),
        use: [settingsFixtureUnlessFetchMocked],
        dedupingInterval: 0,
      }}
    >
      {children}
    </SWRConfig>
  );
}

/** The whole app (shell and routes) at `path` with optional navigation state, on a fresh SWR cache. */
export function renderAppAt(path: string, state?: unknown) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  const view = render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return { router, ...view };
}
