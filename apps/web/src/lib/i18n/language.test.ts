import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../session';
import { currentLanguage, pluralCategory, switchLanguage } from './language';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('switchLanguage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
    document.documentElement.lang = 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the switch sets
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('switches the page and remembers the language, without asking the API when nobody is signed in', async () => {
    // The cookie as written (reading it back would depend on the test environment's clock and address).
    const writeCookie = vi.spyOn(document, 'cookie', 'set');
    await switchLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(writeCookie).toHaveBeenCalledWith(expect.stringMatching(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stores the language on a signed-in visitor's account (PUT /api/language with the bearer token)", async () => {
    startSession('token-1');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, message: 'Language saved.', data: { language: 'hi' } }),
    );
    await switchLanguage('hi');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/language');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'hi' });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token-1');
  });

  it('keeps the page switched when the account cannot be updated', async () => {
    startSession('token-2');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(switchLanguage('hi')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(currentLanguage()).toBe('hi');
  });
});

describe('pluralCategory', () => {
  it('follows English: one for 1 only', () => {
    expect([0, 1, 2, 51].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other', 'other']);
  });

  it('follows Hindi: one for 0 and 1', () => {
    expect([0, 1, 2, 51].map((count) => pluralCategory('hi', count))).toEqual(['one', 'one', 'other', 'other']);
  });
});
