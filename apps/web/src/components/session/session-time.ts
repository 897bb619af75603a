import { plural } from '@lingui/core/macro';

/** How long before the session ends the warning shows: 2 minutes, or a fifth of a short idle limit. */
export const WARNING_LEAD_MS = 2 * 60_000;

export function warningLeadMs(idleMinutes: number | null): number {
  if (!idleMinutes) return WARNING_LEAD_MS;
  return Math.min(WARNING_LEAD_MS, (idleMinutes * 60_000) / 5);
}

/** 105 -> '1 minute 45 seconds', 120 -> '2 minutes', 9 -> '9 seconds' (in the page's language). */
export function formatTimeLeft(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  const minuteText = plural(minutes, { one: '# minute', other: '# minutes' });
  const secondText = plural(seconds, { one: '# second', other: '# seconds' });
  if (minutes === 0) return secondText;
  return seconds === 0 ? minuteText : `${minuteText} ${secondText}`;
}

/**
 * What the polite live region says while the warning is open: not every second, only at each whole minute
 * and at 30 and 10 seconds (the seconds left, rounded up to the last of these points passed).
 */
export function announcedSeconds(secondsLeft: number): number {
  if (secondsLeft > 60) return Math.ceil(secondsLeft / 60) * 60;
  if (secondsLeft > 30) return 60;
  if (secondsLeft > 10) return 30;
  return 10;
}
