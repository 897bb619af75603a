import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// Each literal below is copied from ../shared/spec; the screens use MESSAGES, so this pins them to the spec.
const SPEC_TEXTS: Array<[keyof typeof MESSAGES, string]> = [
  ['notFound', 'Ooops!!! The page you are looking for is not found'],
  ['backToHome', 'Back to home'],
  ['unexpectedError', 'Unexpected Application Error!'],
  ['noDataAvailable', 'No data available'],
  ['noDataAvailableTitle', 'No Data Available'],
  ['noPhotos', 'No Photos available.'],
  ['noVideos', 'No videos available.'],
  ['noVacancies', 'No vacancies available.'],
  ['tenderFallbackTitle', 'Tender & Miscellaneous'],
  ['invalidCaptchaLogin', 'Invalid captcha'],
  ['invalidCaptchaSignup', 'Invalid Captcha'],
  ['loggedInSuccessfully', 'Logged in successfully'],
  ['anErrorOccurred', 'An error occurred'],
  ['passwordTooShort', 'Password must be at least 8 characters long.'],
  [
    'passwordComposition',
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
  ],
  ['passwordsDoNotMatch', 'Passwords do not match'],
  ['pleaseEnterOtp', 'Please enter OTP'],
  ['otpSentTo', 'OTP sent to'],
  ['signupFailed', 'Signup failed'],
  ['otpVerifiedSignup', 'OTP Verified Successfully'],
  ['otpVerificationFailed', 'OTP verification failed'],
  ['otpResent', 'OTP resent'],
  ['failedToResendOtp', 'Failed to resend OTP'],
  ['resendLimitReached', 'You have reached the maximum number of OTP resends.'],
  ['backToSignup', 'Back to Signup'],
  ['otpResentLogin', 'OTP Resent! Please check your email/Mobile.'],
  ['failedToResendOtpTryAgain', 'Failed to resend OTP. Please try again.'],
  ['userEmailNotFound', 'User email not found.'],
  ['resendOnlyAfterExpiry', 'You can only resend OTP after it expires.'],
  ['otpVerifiedLogin', 'OTP Verified! Logging you in.'],
  ['failedToVerifyOtp', 'Failed to verify OTP. Please try again.'],
  ['tokenExpired', 'Token Expired'],
  ['pleaseSelectTitle', 'Please select a title'],
  ['pleaseSelectGender', 'Please select a gender'],
  ['pleaseUploadPhoto', 'Please upload a photo'],
  ['onlyJpgPng', 'Only JPG and PNG formats are allowed'],
  ['fileSize2mbOrLess', 'File size must be 2MB or less'],
  ['profileUpdated', 'Profile updated successfully'],
  ['exactlyFourDigits', 'Must be exactly 4 digits.'],
  ['fileFormatJpgPng', 'File format should be JPG or PNG'],
  ['fileSizeLessThan2mb', 'File size should be less than 2MB'],
  ['fileUploaded', 'File uploaded successfully'],
  ['firstNameRequired', 'First name is required.'],
  ['firstNameMin', 'First name must be at least 2 characters.'],
  ['firstNameMax', 'First name must not exceed 150 characters.'],
  ['middleNameMax', 'Middle name must not exceed 150 characters.'],
  ['invalidEmail', 'Please enter a valid email'],
  ['mobileExactly10', 'Mobile number must be exactly 10 digits.'],
  ['mobileRepeating', 'Mobile number cannot have repeating digits.'],
  ['mobile10to15', 'Mobile number must be between 10 to 15 digits.'],
  ['dobAtLeast18', 'Date of birth should be equal to or greater than 18 years.'],
  ['formSubmitted', 'Form submitted successfully'],
  ['somethingWentWrong', 'Something went wrong'],
  ['failedToSendOtp', 'Failed to send OTP. Try again.'],
  ['resetOtpSent', 'OTP sent to your email. Please enter it below.'],
  ['enterValidOtp', 'Enter a valid 6-digit OTP.'],
  ['resetPasswordsDoNotMatch', 'Passwords do not match.'],
  ['failedToResetPassword', 'Failed to reset password. Try again.'],
  ['passwordResetSuccess', 'Password reset successfully!'],
  ['changePasswordMismatch', 'New Password and Confirm Password do not match!'],
  ['failedToUpdatePassword', 'Failed to update password.'],
  ['errorUpdatingPassword', 'An error occurred while updating the password.'],
  ['passwordUpdated', 'Password updated successfully'],
];

describe('spec texts', () => {
  it.each(SPEC_TEXTS)('%s reads exactly as the spec writes it', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("formats 'Year cannot be greater than the current year ({year}).'", () => {
    expect(MESSAGES.yearNotInFuture(2026)).toBe('Year cannot be greater than the current year (2026).');
  });

  it("formats 'Input fields must not exceed {n} characters.' for 100 and 200", () => {
    expect(MESSAGES.inputTooLong(100)).toBe('Input fields must not exceed 100 characters.');
    expect(MESSAGES.inputTooLong(200)).toBe('Input fields must not exceed 200 characters.');
  });

  it('has a leaving-site text for commission sites and one for external sites', () => {
    expect(MESSAGES.leavingForGovernmentSite).toMatch(/another Election Commission website/);
    expect(MESSAGES.leavingForGovernmentSite).toMatch(/continue\?$/);
    expect(MESSAGES.leavingForExternalSite).toMatch(/external website/);
    expect(MESSAGES.leavingForExternalSite).toMatch(/cannot be held responsible for the content and privacy policies/);
  });
});
