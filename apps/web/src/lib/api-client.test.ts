import { API_ERRORS } from '@iiidem/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, apiRequest, apiUrl } from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function lastRequest() {
    const [url, init] = fetchMock.mock.lastCall ?? [];
    return { url, init: init as RequestInit, headers: (init?.headers ?? {}) as Record<string, string> };
  }

  it('builds /api URLs with query strings, leaving out empty values', () => {
    expect(apiUrl('/courses')).toBe('/api/courses');
    expect(apiUrl('courses', { program_type_id: 2, page: undefined, q: null })).toBe('/api/courses?program_type_id=2');
  });

  it('resolves with the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { course: [] } }));
    await expect(apiGet('/get-all-course')).resolves.toEqual({ success: true, data: { course: [] } });
    expect(lastRequest().url).toBe('/api/get-all-course');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('sends the stored token as a bearer header', async () => {
    window.localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiGet('/get-user-details');
    expect(lastRequest().headers.Authorization).toBe('Bearer tok');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiGet('/health');
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it('sends objects as JSON and FormData as it is', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiPost('/signin', { email: 'a@example.org' });
    expect(lastRequest().headers['Content-Type']).toBe('application/json');
    expect(lastRequest().init.body).toBe('{"email":"a@example.org"}');

    const form = new FormData();
    form.set('title', 'Mr');
    await apiPost('/post-user-details', form);
    expect(lastRequest().headers['Content-Type']).toBeUndefined();
    expect(lastRequest().init.body).toBe(form);
  });

  it('turns the error shape into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'Some values are not valid.',
        errors: [
          { path: 'email_id', msg: 'Please enter a valid email' },
          { path: 'email_id', msg: 'second message' },
          { path: 'mobile_no', msg: 'Mobile number must be exactly 10 digits.' },
        ],
      }),
    );
    const error = await apiPost('/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Some values are not valid.' });
    expect((error as ApiError).errors).toHaveLength(3);
    expect((error as ApiError).fieldErrors()).toEqual({
      email_id: 'Please enter a valid email',
      mobile_no: 'Mobile number must be exactly 10 digits.',
    });
  });

  it('treats success false on a 200 as an error too', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, message: 'Invalid captcha' }));
    await expect(apiPost('/signin', {})).rejects.toMatchObject({ status: 200, message: 'Invalid captcha' });
  });

  it('uses a generic message when the body is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 502, message: API_ERRORS.unavailable });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 0, message: API_ERRORS.unavailable });
  });

  it('passes an abort through unchanged', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiGet('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('clears the session on 401', async () => {
    window.localStorage.setItem('accessToken', 'tok');
    window.localStorage.setItem('user_type', '2');
    window.localStorage.setItem('activeTab', 'domestic');
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Please sign in again.' }));

    const error = await apiRequest('/get-user-details').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, isSessionExpired: true });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
    expect(window.localStorage.getItem('activeTab')).toBe('domestic');
  });

  it("clears the session on the message 'Token Expired' whatever the status", async () => {
    window.localStorage.setItem('accessToken', 'tok');
    window.localStorage.setItem('user_type', '4');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, message: 'Token Expired' }));

    await expect(apiGet('/get-all-application')).rejects.toMatchObject({ isSessionExpired: true });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    window.localStorage.setItem('accessToken', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message: 'You are not allowed to do that.' }));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 403, isSessionExpired: false });
    expect(window.localStorage.getItem('accessToken')).toBe('tok');
  });
});
