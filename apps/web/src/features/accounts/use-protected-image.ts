import { useEffect, useState } from 'react';
import { getAccessToken } from '../../lib/session';

/**
 * A private image (the profile photo) is served only with the bearer token, which an <img> cannot send:
 * fetch it with the token and show it from an object URL, released when no longer needed.
 */
export function useProtectedImage(url: string | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!url) {
      setObjectUrl(undefined);
      return;
    }
    const controller = new AbortController();
    let created: string | undefined;
    const token = getAccessToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo ${response.status}`);
        created = URL.createObjectURL(await response.blob());
        setObjectUrl(created);
      })
      .catch(() => {
        if (!controller.signal.aborted) setObjectUrl(undefined);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}
