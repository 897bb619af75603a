import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api-client';

/** A server-drawn captcha (POST /api/captcha): answer it with its id within `expires_in` seconds. */
export type Captcha = { captcha_id: string; image: string; width: number; height: number; expires_in: number };

export async function fetchCaptcha(): Promise<Captcha> {
  return (await apiPost<{ success: true; data: Captcha }>('/captcha')).data;
}

export type CaptchaState = {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks the server for a new captcha (Reload Captcha, and after every use: a captcha works once). */
  reload: () => void;
  /**
   * The captcha to send with the form: the one shown, or the one still on its way (a form sent while the
   * picture loads waits for it instead of being refused); undefined when loading failed.
   */
  settled: () => Promise<Captcha | undefined>;
};

/** A server-issued captcha for one form (product guide: issued and checked by the server). */
export function useCaptcha(): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const pending = useRef<Promise<Captcha | undefined>>(Promise.resolve(undefined));

  const reload = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    setFailed(false);
    const loaded = fetchCaptcha().then(
      (next) => {
        if (request === latest.current) setCaptcha(next);
        return next;
      },
      () => {
        if (request === latest.current) {
          setCaptcha(undefined);
          setFailed(true);
        }
        return undefined;
      },
    );
    pending.current = loaded;
    void loaded.finally(() => {
      if (request === latest.current) setLoading(false);
    });
  }, []);

  const settled = useCallback(() => pending.current, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { captcha, loading, failed, reload, settled };
}
