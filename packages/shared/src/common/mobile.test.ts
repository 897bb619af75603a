import { describe, expect, it } from 'vitest';
import { looseMobileIssue, mobileMaxDigits, strictMobileIssue } from './mobile';

describe('the mobile rules of spec 1 §5', () => {
  it("mobile strict: 'Mobile number must be exactly 10 digits.' and 'Mobile number cannot have repeating digits.'", () => {
    expect(strictMobileIssue('98765')).toBe('Mobile number must be exactly 10 digits.');
    expect(strictMobileIssue('98765432101')).toBe('Mobile number must be exactly 10 digits.');
    expect(strictMobileIssue('9999999999')).toBe('Mobile number cannot have repeating digits.');
    expect(strictMobileIssue('9876543210')).toBeNull();
  });

  it("mobile loose: 'Mobile number must be between 10 to 15 digits.'", () => {
    expect(looseMobileIssue('123456789')).toBe('Mobile number must be between 10 to 15 digits.');
    expect(looseMobileIssue('1234567890123456')).toBe('Mobile number must be between 10 to 15 digits.');
    expect(looseMobileIssue('123456789012345')).toBeNull();
  });

  it('allows 15 digits for international users and 10 for the others', () => {
    expect(mobileMaxDigits(4)).toBe(15);
    expect(mobileMaxDigits(2)).toBe(10);
    expect(mobileMaxDigits(3)).toBe(10);
    expect(mobileMaxDigits(undefined)).toBe(10);
  });
});
