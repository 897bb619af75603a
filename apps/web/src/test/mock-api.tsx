import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { appRoutes } from '../app/router';
import { SWR_DEFAULTS } from '../lib/swr-config';

/** An API answer: status and JSON body. */
export type MockAnswer = { status: number; body: unknown };

/** Answers a request, or returns undefined for a 404. May return a promise to hold a loading state. */
export type MockHandler = (url: URL) => MockAnswer | undefined | Promise<MockAnswer | undefined>;

export const okJson = (body: unknown): MockAnswer => ({ status: 200, body });

/** Replaces fetch with `handler`'s answers and returns the spy, whose calls name the requested addresses. */
export function mockFetch(handler: MockHandler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const answer = (await handler(url)) ?? { status: 404, body: { success: false, message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The paths and queries fetch was asked for, e.g. ['/api/press-news?category_id=3&page=2']. */
export function requestedUrls(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls.map(([input]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

/** The app's root SWR settings (main.tsx) on a fresh cache per render, so each test sees only its own answers. */
export function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
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
