/**
 * Every text the specification quotes, character for character.
 * Screens and routes import them from here; tests assert them from here and against literals.
 */
export const MESSAGES = {
  // Shell and routing (spec 1 §2, §8; spec 2 §2)
  notFound: 'Ooops!!! The page you are looking for is not found',
  backToHome: 'Back to home',
  unexpectedError: 'Unexpected Application Error!',
  leavingForGovernmentSite: 'You are being redirected to another Election Commission website. Do you want to continue?',
  leavingForExternalSite:
    'You are being redirected to an external website. The Election Commission cannot be held responsible for the content and privacy policies of external websites. Do you want to continue?',

  // Empty states (spec 1 §8, spec 2 §8)
  noDataAvailable: 'No data available',
  noDataAvailableTitle: 'No Data Available',
  noPhotos: 'No Photos available.',
  noVideos: 'No videos available.',
  noVacancies: 'No vacancies available.',
  tenderFallbackTitle: 'Tender & Miscellaneous',

  // Login (spec 1 §5, §8)
  invalidCaptchaLogin: 'Invalid captcha',
  invalidCaptchaSignup: 'Invalid Captcha',
  loggedInSuccessfully: 'Logged in successfully',
  anErrorOccurred: 'An error occurred',

  // Sign-up
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  pleaseEnterOtp: 'Please enter OTP',
  otpSentTo: 'OTP sent to',
  signupFailed: 'Signup failed',
  otpVerifiedSignup: 'OTP Verified Successfully',
  otpVerificationFailed: 'OTP verification failed',
  otpResent: 'OTP resent',
  failedToResendOtp: 'Failed to resend OTP',
  resendLimitReached: 'You have reached the maximum number of OTP resends.',
  backToSignup: 'Back to Signup',

  // Login code screen
  otpResentLogin: 'OTP Resent! Please check your email/Mobile.',
  failedToResendOtpTryAgain: 'Failed to resend OTP. Please try again.',
  userEmailNotFound: 'User email not found.',
  resendOnlyAfterExpiry: 'You can only resend OTP after it expires.',
  otpVerifiedLogin: 'OTP Verified! Logging you in.',
  failedToVerifyOtp: 'Failed to verify OTP. Please try again.',
  tokenExpired: 'Token Expired',

  // Profile
  pleaseSelectTitle: 'Please select a title',
  pleaseSelectGender: 'Please select a gender',
  pleaseUploadPhoto: 'Please upload a photo',
  onlyJpgPng: 'Only JPG and PNG formats are allowed',
  fileSize2mbOrLess: 'File size must be 2MB or less',
  profileUpdated: 'Profile updated successfully',

  // Shared helpers (spec 1 §5)
  exactlyFourDigits: 'Must be exactly 4 digits.',
  yearNotInFuture: (year: number) => `Year cannot be greater than the current year (${year}).`,
  fileFormatJpgPng: 'File format should be JPG or PNG',
  fileSizeLessThan2mb: 'File size should be less than 2MB',
  fileUploaded: 'File uploaded successfully',
  firstNameRequired: 'First name is required.',
  firstNameMin: 'First name must be at least 2 characters.',
  firstNameMax: 'First name must not exceed 150 characters.',
  middleNameMax: 'Middle name must not exceed 150 characters.',
  invalidEmail: 'Please enter a valid email',
  mobileExactly10: 'Mobile number must be exactly 10 digits.',
  mobileRepeating: 'Mobile number cannot have repeating digits.',
  mobile10to15: 'Mobile number must be between 10 to 15 digits.',
  inputTooLong: (n: number) => `Input fields must not exceed ${n} characters.`,

  // Nominations (spec 2 §5, §8)
  dobAtLeast18: 'Date of birth should be equal to or greater than 18 years.',
  formSubmitted: 'Form submitted successfully',
  somethingWentWrong: 'Something went wrong',

  // Password reset and change (spec 2 §5, §8)
  failedToSendOtp: 'Failed to send OTP. Try again.',
  resetOtpSent: 'OTP sent to your email. Please enter it below.',
  enterValidOtp: 'Enter a valid 6-digit OTP.',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  failedToResetPassword: 'Failed to reset password. Try again.',
  passwordResetSuccess: 'Password reset successfully!',
  changePasswordMismatch: 'New Password and Confirm Password do not match!',
  failedToUpdatePassword: 'Failed to update password.',
  errorUpdatingPassword: 'An error occurred while updating the password.',
  passwordUpdated: 'Password updated successfully',
} as const;

/** Generic API error texts (not from the spec; one place so client and tests agree). */
export const API_ERRORS = {
  validation: 'Some values are not valid.',
  notFound: 'Not found.',
  routeNotFound: 'There is no such address on this server.',
  unsupportedMediaType: 'Unsupported content type.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  unauthorized: 'Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is not available right now. Please try again shortly.',
  /** A multipart body busboy cannot read (no boundary, cut short, broken part headers). */
  malformedMultipart: 'The form could not be read: the request is not valid multipart/form-data. Please send it again.',
  /** Under the field: a NUL or other control character, or half of a UTF-16 surrogate pair (common/text-problem.ts). */
  invalidCharacter: 'Remove the control character or invalid character from this field.',
  /** JSON declared in another charset than UTF-8 (e.g. `application/json; charset=utf-16`). */
  jsonNotUtf8: 'Send JSON encoded as UTF-8 (Content-Type: application/json; charset=utf-8).',
  /** A path the router cannot decode (bad percent-encoding); the address itself is never echoed. */
  badAddress: 'The address is not valid.',
  /** A path segment longer than the router accepts. */
  addressTooLong: 'The address is too long.',
} as const;
