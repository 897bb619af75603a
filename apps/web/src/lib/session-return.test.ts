import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetIdleSignOut,
  recordIdleSignOut,
  returnPathAfterSignIn,
  safeReturnPath,
  signInPath,
} from './session-return';

afterEach(() => window.sessionStorage.clear());

describe('safeReturnPath (no open redirect)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/domestic-application?course_id=7#address', '/domestic-application?course_id=7#address'],
    ['/admin/applications', '/admin/applications'],
    ['/a/../dashboard', '/dashboard'],
  ])('keeps the path of this site %s', (input, kept) => {
    expect(safeReturnPath(input)).toBe(kept);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '/iiidem-login',
    '/iiidem-otp',
    '',
    42,
    null,
  ])('refuses %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

describe('the way back after a time-out', () => {
  it('remembers the page and the idle minutes per tab until the new session runs', () => {
    expect(signInPath()).toBe('/iiidem-login');
    expect(returnPathAfterSignIn()).toBeNull();
    recordIdleSignOut('/domestic-application?course_id=7', 30);
    expect(signInPath()).toBe('/iiidem-login?timeout=30');
    expect(returnPathAfterSignIn()).toBe('/domestic-application?course_id=7');
    forgetIdleSignOut();
    expect(signInPath()).toBe('/iiidem-login');
    expect(returnPathAfterSignIn()).toBeNull();
  });

  it('ignores an address put in storage by hand and one older than a day', () => {
    window.sessionStorage.setItem(
      'idleSignOut',
      JSON.stringify({ path: '//evil.example', minutes: 30, at: Date.now() }),
    );
    expect(returnPathAfterSignIn()).toBeNull();
    expect(signInPath()).toBe('/iiidem-login');
    window.sessionStorage.setItem(
      'idleSignOut',
      JSON.stringify({ path: '/dashboard', minutes: 30, at: Date.now() - 25 * 3_600_000 }),
    );
    expect(returnPathAfterSignIn()).toBeNull();
    recordIdleSignOut('https://evil.example/', 30);
    expect(window.sessionStorage.getItem('idleSignOut')).toContain('/dashboard');
  });
});
