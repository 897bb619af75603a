import { useEffect, useState } from 'react';
import { getAccessToken } from './session';
import { noteSessionHeader } from './session-deadline';

export type ProtectedFile = { url?: string; failed: boolean };

/**
 * A private file (a certificate PDF or JPG) is served only with the bearer token, which a link cannot send:
 * fetch it with the token and hand out an object URL, released when the path changes or the view goes.
 */
export function useProtectedFile(path: string | null | undefined): ProtectedFile {
  const [file, setFile] = useState<ProtectedFile>({ failed: false });
  useEffect(() => {
    setFile({ failed: false });
    if (!path) return;
    const controller = new AbortController();
    let created: string | undefined;
    const token = getAccessToken();
    fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`file ${response.status}`);
        if (token) noteSessionHeader(response.headers);
        created = URL.createObjectURL(await response.blob());
        setFile({ url: created, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFile({ failed: true });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [path]);
  return file;
}
