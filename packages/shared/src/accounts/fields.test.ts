import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { mobileIssue } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { photoFileIssue } from './profile';
import { ZSignupForm } from './signup';

describe('mobile rules (spec 1 §5)', () => {
  it.each([
    [2, '9876543210', null],
    [3, '9876543210', null],
    [2, '987654321', 'Mobile number must be exactly 10 digits.'],
    [2, '98765432101', 'Mobile number must be exactly 10 digits.'],
    [2, '7777777777', 'Mobile number cannot have repeating digits.'],
    [4, '447700900123', null],
    [4, '123456789', 'Mobile number must be between 10 to 15 digits.'],
    [4, '1234567890123456', 'Mobile number must be between 10 to 15 digits.'],
    [2, '98765-4321', ACCOUNT_MESSAGES.mobileDigitsOnly],
    [2, '', ACCOUNT_MESSAGES.mobileRequired],
  ])('user type %i, %j -> %j', (userType, mobile, expected) => {
    expect(mobileIssue(userType, mobile)).toBe(expected);
  });
});

describe('the sign-up form', () => {
  const good = {
    user_type: '2',
    first_name: 'Asha',
    last_name: 'Verma',
    email_id: ' Asha@Example.ORG ',
    mobile_no: '9876543210',
    user_pass: 'Strong@Pass1',
    confirm_pass: 'Strong@Pass1',
    captcha: 'Ab12Cd',
    consent: true,
  };

  it('accepts a good form and lower-cases the address', () => {
    const parsed = ZSignupForm.parse(good);
    expect(parsed.email_id).toBe('asha@example.org');
  });

  it("says 'Passwords do not match' and 'Invalid Captcha'", () => {
    const result = ZSignupForm.safeParse({ ...good, confirm_pass: 'Strong@Pass2', captcha: '' });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['confirm_pass', 'Passwords do not match']);
    expect(messages).toContainEqual(['captcha', 'Invalid Captcha']);
  });

  it('asks for consent to the processing of personal data (DPDP Act 2023)', () => {
    const { consent: _consent, ...withoutConsent } = good;
    const result = ZSignupForm.safeParse(withoutConsent);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([['consent', 'Please agree to the processing of your personal data to sign up.']]);
  });
});

describe('photo rules (spec 1 §5)', () => {
  it.each([
    [null, false, 'Please upload a photo'],
    [null, true, null],
    [{ type: 'image/gif', size: 10 }, false, 'Only JPG and PNG formats are allowed'],
    [{ type: 'image/png', size: 2_097_153 }, false, 'File size must be 2MB or less'],
    [{ type: 'image/jpeg', size: 2_097_152 }, false, null],
  ])('%j (has a photo: %j) -> %j', (file, hasPhoto, expected) => {
    expect(photoFileIssue(file, hasPhoto)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(MESSAGES.pleaseUploadPhoto).toBe('Please upload a photo');
    expect(MESSAGES.onlyJpgPng).toBe('Only JPG and PNG formats are allowed');
  });
});
