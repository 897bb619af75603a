import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import {
  getSessionDeadline,
  noteSessionExpiresIn,
  SESSION_DEADLINE_KEY,
  subscribeToSessionDeadline,
} from './session-deadline';
import { useProtectedFile } from './use-protected-file';

function answerWith(headers: Record<string, string>) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true }), {
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-10T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the session deadline the browser knows', () => {
  it('restarts from the seconds a signed-in answer carries, keeping the idle limit', async () => {
    noteSessionExpiresIn(1800, 30);
    window.localStorage.setItem('accessToken', 'a-session-token');
    vi.setSystemTime(Date.parse('2026-11-10T10:20:00Z'));
    answerWith({ 'x-session-expires-in': '1800' });
    await apiGet('/user-details');
    expect(getSessionDeadline()).toEqual({ at: Date.parse('2026-11-10T10:50:00Z'), idleMinutes: 30 });
  });

  it('is not moved by answers to a visitor, or by a header that is not a number', async () => {
    noteSessionExpiresIn(600, 10);
    const before = getSessionDeadline();
    answerWith({ 'x-session-expires-in': '1800' });
    await apiGet('/courses');
    window.localStorage.setItem('accessToken', 'a-session-token');
    vi.restoreAllMocks();
    answerWith({ 'x-session-expires-in': 'soon' });
    await apiGet('/user-details');
    expect(getSessionDeadline()).toEqual(before);
  });

  it('tells listeners, and reads a deadline another tab wrote', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSessionDeadline(listener);
    noteSessionExpiresIn(60);
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(SESSION_DEADLINE_KEY, JSON.stringify({ at: 5, idleMinutes: 2 }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_DEADLINE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSessionDeadline()).toEqual({ at: 5, idleMinutes: 2 });
    unsubscribe();
    window.localStorage.setItem(SESSION_DEADLINE_KEY, 'not json');
    expect(getSessionDeadline()).toBeNull();
  });

  it('follows a private file fetched with the token as well', async () => {
    window.localStorage.setItem('accessToken', 'a-session-token');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }));
    answerWith({ 'x-session-expires-in': '900' });
    const { result } = renderHook(() => useProtectedFile('/api/files/certificate.pdf'));
    await waitFor(() => expect(result.current.url).toBe('blob:file'));
    expect(getSessionDeadline()?.at).toBe(Date.now() + 900_000);
  });
});
