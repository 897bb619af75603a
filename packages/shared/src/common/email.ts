import { MESSAGES } from '../messages';

/** The e-mail rule of spec 1 §5, used by every form that takes an address (accounts, nominations, staff). */

/** Spec 1 §5 e-mail shape: something@domain.tld, no spaces or brackets. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** Longest e-mail address accepted where a form sets no lower limit (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Spec 1 §5 e-mail rule: empty accepted (required is each form's own message); otherwise it must look like an address. */
export function emailIssue(value: string): string | null {
  if (value === '') return null;
  return EMAIL_PATTERN.test(value) ? null : MESSAGES.invalidEmail;
}
