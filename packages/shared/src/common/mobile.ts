import { USER_TYPE, type UserType } from '../constants';
import { MOBILE_MAX_DIGITS_DOMESTIC, MOBILE_MAX_DIGITS_INTERNATIONAL } from '../limits';
import { MESSAGES } from '../messages';

/**
 * The mobile rules of spec 1 §5, used by every form that takes a mobile number: strict (exactly 10 digits,
 * not one digit repeated) for domestic and faculty users, loose (10 to 15 digits) for international users.
 * Empty values are each form's own business (its required message).
 */

/** Spec 1 §5 strict mobile: exactly 10 digits, not one digit repeated. */
export function strictMobileIssue(value: string): string | null {
  if (!/^\d{10}$/.test(value)) return MESSAGES.mobileExactly10;
  if (/^(\d)\1+$/.test(value)) return MESSAGES.mobileRepeating;
  return null;
}

/** Spec 1 §5 loose mobile: 10 to 15 digits. */
export function looseMobileIssue(value: string): string | null {
  return /^\d{10,15}$/.test(value) ? null : MESSAGES.mobile10to15;
}

/** The mobile rule of a user type: loose for international users, strict for the others. */
export function mobileRuleFor(userType: UserType | number | undefined): (value: string) => string | null {
  return userType === USER_TYPE.international ? looseMobileIssue : strictMobileIssue;
}

/** Most digits the mobile input takes for a user type (spec 1 §5). */
export function mobileMaxDigits(userType: UserType | number | undefined): number {
  return userType === USER_TYPE.international ? MOBILE_MAX_DIGITS_INTERNATIONAL : MOBILE_MAX_DIGITS_DOMESTIC;
}
