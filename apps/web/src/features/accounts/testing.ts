import { vi } from 'vitest';
import { sampleUserDetails } from '../../test/user-details';

/** Test helpers for the account screens: a fake API that sees methods and bodies. */

export type FakeRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };
export type FakeAnswer = { status: number; body: unknown };
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;

export const CAPTCHA_ANSWER: FakeAnswer = {
  status: 201,
  body: {
    success: true,
    data: {
      captcha_id: 'captcha-1',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      width: 180,
      height: 50,
      expires_in: 300,
    },
  },
};

/**
 * Replaces fetch: `routes['POST /api/sessions']` answers that call; POST /api/captcha always answers a
 * captcha; anything else is a 404. Returns the requests seen.
 */
export function fakeAccountApi(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      body,
      headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {})),
    };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const handler = routes[key];
    const answer = handler
      ? await handler(request)
      : key === 'POST /api/captcha'
        ? CAPTCHA_ANSWER
        : { status: 404, body: { success: false, message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    requests,
    spy,
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

export const ok = (body: unknown, status = 200): FakeAnswer => ({ status, body });
export const refused = (status: number, message: string, errors?: { path: string; msg: string }[]): FakeAnswer => ({
  status,
  body: errors ? { success: false, message, errors } : { success: false, message },
});

export const USER_DETAILS = sampleUserDetails();
