import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { ACCOUNT_MESSAGES } from './messages';

/** Spec 1 §5: a lower-case letter, an upper-case letter, a digit and one of @$!%*?&, and only such characters. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

/** The institute's own names: a password containing one of them is refused (security guide). */
const INSTITUTE_WORDS = ['iiidem', 'election', 'democracy'];

/**
 * Common passwords that pass the composition rule, compared without regard to case (security guide:
 * "a small blocklist"). Kept short on purpose: the composition rule already rules out most lists.
 */
const COMMON_PASSWORDS = new Set([
  'password@1',
  'password@12',
  'password@123',
  'password@1234',
  'password1!',
  'password123!',
  'p@ssw0rd',
  'p@ssword1',
  'p@ssword123',
  'p@55w0rd',
  'passw0rd!',
  'pass@123',
  'pass@1234',
  'admin@123',
  'admin@1234',
  'welcome@1',
  'welcome@123',
  'welcome@1234',
  'qwerty@123',
  'qwerty@1234',
  'abc@1234',
  'abcd@1234',
  'abcd@12345',
  'test@123',
  'test@1234',
  'user@1234',
  'hello@123',
  'india@123',
  'india@1234',
  'bharat@123',
  'changeme@1',
  'letmein@1',
  'iloveyou@1',
  'summer@2024',
  'summer@2025',
  'winter@2025',
]);

export function isBlockedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || INSTITUTE_WORDS.some((word) => lower.includes(word));
}

/** The first rule a new password breaks, as the text to show, or null when it is acceptable. */
export function passwordIssue(password: string): string | null {
  if (password.length === 0) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (!PASSWORD_PATTERN.test(password)) return MESSAGES.passwordComposition;
  if (isBlockedPassword(password)) return ACCOUNT_MESSAGES.passwordBlocked;
  return null;
}
