import { vi } from 'vitest';

/** Test-only: a fetch stand-in for the content sections that sees the method and body of every call. */

export type SeenRequest = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
type Handler = (request: SeenRequest) => Answer | undefined;

export function mockContentApi(handler: Handler) {
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const request = { method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body };
    seen.push(request);
    const answer = handler(request) ?? { status: 404, body: { success: false, message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

export const answer = (body: unknown, status = 200) => ({ status, body });
