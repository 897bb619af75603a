/**
 * The time every account rule reads (code and captcha expiry, session expiry, throttle windows).
 * Production uses the system clock; tests swap in a ManualClock with `setClock` to step over a
 * 120-second code lifetime or a 12-hour session without waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

/** The clock the application reads; always call `clock.now()` rather than `new Date()` in time rules. */
export const clock: Clock = { now: () => current.now() };

export function setClock(replacement: Clock): void {
  current = replacement;
}

export function resetClock(): void {
  current = systemClock;
}

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  private time: number;

  constructor(start: Date | number = Date.now()) {
    this.time = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(milliseconds: number): void {
    this.time += milliseconds;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  set(time: Date | number): void {
    this.time = typeof time === 'number' ? time : time.getTime();
  }
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
