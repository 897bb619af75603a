import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ACCOUNT_MESSAGES } from './messages';
import { isBlockedPassword, passwordIssue } from './password-policy';

describe('password rules (spec 1 §5 and the security guide)', () => {
  it.each([
    ['Strong@Pass1', null],
    ['aB3$efgh', null],
    [`Aa1@${'b'.repeat(124)}`, null],
    ['', ACCOUNT_MESSAGES.passwordRequired],
    ['Ab@1xyz', 'Password must be at least 8 characters long.'],
    [`Aa1@${'b'.repeat(125)}`, ACCOUNT_MESSAGES.passwordTooLong],
    [
      'abcdefg1@',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'ABCDEFG1@',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'Abcdefgh@',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'Abcdefgh1',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'Abcdefg1#',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [
      'Abc defg1@',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    ['Password@123', ACCOUNT_MESSAGES.passwordBlocked],
    ['P@ssw0rd', ACCOUNT_MESSAGES.passwordBlocked],
    ['Welcome@123', ACCOUNT_MESSAGES.passwordBlocked],
    ['Iiidem@2026', ACCOUNT_MESSAGES.passwordBlocked],
    ['MyIIIDEM@pass1', ACCOUNT_MESSAGES.passwordBlocked],
    ['Election@2024', ACCOUNT_MESSAGES.passwordBlocked],
  ])('%j -> %j', (password, expected) => {
    expect(passwordIssue(password)).toBe(expected);
  });

  it('uses the spec texts character for character', () => {
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long.');
    expect(MESSAGES.passwordComposition).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    );
  });

  it('compares the blocklist without regard to case', () => {
    expect(isBlockedPassword('PASSWORD@123')).toBe(true);
    expect(isBlockedPassword('Special@Place9')).toBe(false);
  });
});
