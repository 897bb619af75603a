import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, getSession, startSession, useSession } from './session';

describe('session', () => {
  it('reads the token and user type from localStorage', () => {
    window.localStorage.setItem('accessToken', 'abc');
    window.localStorage.setItem('user_type', '4');
    expect(getSession()).toEqual({ accessToken: 'abc', userType: 4 });
  });

  it('ignores an unknown user type', () => {
    window.localStorage.setItem('accessToken', 'abc');
    window.localStorage.setItem('user_type', '9');
    expect(getSession()).toEqual({ accessToken: 'abc', userType: null });
  });

  it('returns the same object while nothing changed', () => {
    window.localStorage.setItem('accessToken', 'abc');
    expect(getSession()).toBe(getSession());
  });

  it('startSession and clearSession update useSession', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.accessToken).toBeNull();

    act(() => startSession('new-token', 2));
    expect(result.current).toEqual({ accessToken: 'new-token', userType: 2 });
    expect(window.localStorage.getItem('accessToken')).toBe('new-token');
    expect(window.localStorage.getItem('user_type')).toBe('2');

    act(() => clearSession());
    expect(result.current).toEqual({ accessToken: null, userType: null });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('user_type')).toBeNull();
  });

  it('picks up a token change made in another tab', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      window.localStorage.setItem('accessToken', 'other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'other-tab' }));
    });
    expect(result.current.accessToken).toBe('other-tab');
  });
});
