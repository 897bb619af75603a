import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(119)).toBe('01:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('useCountdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 120 s down to 0 and restarts from 120', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { result } = renderHook(() => useCountdown(120));
    expect(result.current.label).toBe('02:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.label).toBe('01:59');
    act(() => vi.advanceTimersByTime(119_000));
    expect(result.current).toMatchObject({ remaining: 0, label: '00:00', expired: true });
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ label: '02:00', expired: false });
  });
});
