import { apiUrl, toApiError } from './api-client';
import { getAccessToken } from './session';
import { noteSessionHeader } from './session-deadline';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API gives only with the bearer token (which is not a cookie, so a plain link cannot
 * send it): fetch it with the token, then save the blob through a temporary link under the server's file name.
 * Rejects with an ApiError.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw toApiError(response.status, body);
  }
  // The download restarted the session's idle time (issue 16).
  if (token) noteSessionHeader(response.headers);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
