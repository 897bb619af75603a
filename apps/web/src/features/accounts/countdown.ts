import { useCallback, useEffect, useState } from 'react';

/** 120 -> '02:00', 59 -> '00:59' (spec 1 §9: the countdown is shown as mm:ss). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * A countdown from `seconds`, measured against the clock (not by counting ticks, which drift when the tab
 * sleeps). `restart()` starts it again from the full length; `running: false` holds it at the full length.
 */
export function useCountdown(seconds: number, running = true) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setDeadline(start + seconds * 1000);
    setNow(start);
  }, [seconds]);

  const remaining = running ? Math.max(0, Math.ceil((deadline - now) / 1000)) : seconds;
  return { remaining, label: formatCountdown(remaining), expired: remaining === 0, restart };
}
