/**
 * Texts of the account screens that messages.ts does not hold: the spec's alert titles and button labels,
 * and the portal's own wording where the spec shows none (server answers, required-field hints).
 * The spec's own texts stay in messages.ts (MESSAGES) and are imported from there.
 */

/** Alert titles and labels quoted by the spec (spec 1 §8, spec 2 §2, §4). */
export const ACCOUNT_LABELS = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Info',
  verified: 'Verified',
  limitReached: 'Limit Reached',
  reloadCaptcha: 'Reload Captcha',
  verifyOtp: 'Verify OTP',
  resend: 'Resend',
  reset: 'Reset',
  update: 'Update',
  updating: 'Updating...',
} as const;

/** The portal's own texts (the spec shows no wording for these). */
export const ACCOUNT_MESSAGES = {
  // Required fields and formats
  userTypeRequired: 'Please select a user type.',
  lastNameRequired: 'Last name is required.',
  lastNameMax: 'Last name must not exceed 150 characters.',
  nameCharacters: 'Names may contain only letters, digits, spaces and the characters @ . _ / + -',
  emailRequired: 'Email is required.',
  emailTooLong: 'Email must not exceed 254 characters.',
  mobileRequired: 'Mobile number is required.',
  mobileDigitsOnly: 'Mobile number must contain digits only.',
  passwordRequired: 'Password is required.',
  passwordTooLong: 'Password must not exceed 128 characters.',
  passwordBlocked:
    "This password is too easy to guess (a common password or the institute's name). Please choose another.",
  confirmPasswordRequired: 'Please confirm the password.',
  oldPasswordRequired: 'Please enter your old password.',
  captchaRequired: 'Please enter the captcha.',

  // Server answers
  invalidCredentials: 'Invalid email or password.',
  accountNotVerified: 'Your e-mail address is not verified yet. Please sign up again to receive a new OTP.',
  accountDisabled: 'This account is disabled. Please contact the institute.',
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again, or reset your password.`,
  invalidOtp: 'Invalid OTP.',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpNotValidOrExpired: 'The OTP is not valid or has expired.',
  signInAttemptExpired: 'Your sign-in has expired. Please sign in again.',
  signupAttemptExpired: 'Your sign-up has expired. Please sign up again.',
  signInResendLimit: 'You have reached the maximum number of OTP resends. Please sign in again.',
  oldPasswordIncorrect: 'The old password is incorrect.',
  newPasswordSameAsOld: 'The new password must be different from the old one.',
  emailCannotChange: 'The e-mail address cannot be changed.',
  photoDimensionsTooLarge: 'The photo is too large: at most 6000 by 6000 pixels.',
  loggedOut: 'Logged out successfully',
} as const;
