import { ACCOUNT_LABELS, ACCOUNT_MESSAGES } from '@iiidem/shared/accounts/messages';
import { VALIDATION_MESSAGES } from '@iiidem/shared/common/fields';
import { NEWS_CATEGORY_NAMES, PROGRAM_TYPE_NAMES } from '@iiidem/shared/constants';
import { API_ERRORS, MESSAGES } from '@iiidem/shared/messages';
import { NOMINATION_LABELS, NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './runtime';

/**
 * The bridge for the English texts that reach the interface from @iiidem/shared and from the server's answers
 * (issue 14): the API and the shared schemas speak the spec's English, and the page shows them in its language.
 * Each text is keyed by its shared constant, so the English cannot drift from the spec's (shared-texts.test.ts).
 */
const SHARED_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  // Shell and routing
  [MESSAGES.notFound]: msg`Ooops!!! The page you are looking for is not found`,
  [MESSAGES.backToHome]: msg`Back to home`,
  [MESSAGES.unexpectedError]: msg`Unexpected Application Error!`,
  [MESSAGES.leavingForGovernmentSite]: msg`You are being redirected to another Election Commission website. Do you want to continue?`,
  [MESSAGES.leavingForExternalSite]: msg`You are being redirected to an external website. The Election Commission cannot be held responsible for the content and privacy policies of external websites. Do you want to continue?`,

  // Empty states
  [MESSAGES.noDataAvailable]: msg`No data available`,
  [MESSAGES.noDataAvailableTitle]: msg`No Data Available`,
  [MESSAGES.noPhotos]: msg`No Photos available.`,
  [MESSAGES.noVideos]: msg`No videos available.`,
  [MESSAGES.noVacancies]: msg`No vacancies available.`,
  [MESSAGES.tenderFallbackTitle]: msg`Tender & Miscellaneous`,

  // Login and sign-up
  [MESSAGES.invalidCaptchaLogin]: msg`Invalid captcha`,
  [MESSAGES.invalidCaptchaSignup]: msg`Invalid Captcha`,
  [MESSAGES.loggedInSuccessfully]: msg`Logged in successfully`,
  [MESSAGES.anErrorOccurred]: msg`An error occurred`,
  [MESSAGES.passwordTooShort]: msg`Password must be at least 8 characters long.`,
  [MESSAGES.passwordComposition]: msg`Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.`,
  [MESSAGES.passwordsDoNotMatch]: msg`Passwords do not match`,
  [MESSAGES.pleaseEnterOtp]: msg`Please enter OTP`,
  [MESSAGES.otpSentTo]: msg`OTP sent to`,
  [MESSAGES.signupFailed]: msg`Signup failed`,
  [MESSAGES.otpVerifiedSignup]: msg`OTP Verified Successfully`,
  [MESSAGES.otpVerificationFailed]: msg`OTP verification failed`,
  [MESSAGES.otpResent]: msg`OTP resent`,
  [MESSAGES.failedToResendOtp]: msg`Failed to resend OTP`,
  [MESSAGES.resendLimitReached]: msg`You have reached the maximum number of OTP resends.`,
  [MESSAGES.backToSignup]: msg`Back to Signup`,
  [MESSAGES.otpResentLogin]: msg`OTP Resent! Please check your email/Mobile.`,
  [MESSAGES.failedToResendOtpTryAgain]: msg`Failed to resend OTP. Please try again.`,
  [MESSAGES.userEmailNotFound]: msg`User email not found.`,
  [MESSAGES.resendOnlyAfterExpiry]: msg`You can only resend OTP after it expires.`,
  [MESSAGES.otpVerifiedLogin]: msg`OTP Verified! Logging you in.`,
  [MESSAGES.failedToVerifyOtp]: msg`Failed to verify OTP. Please try again.`,
  [MESSAGES.tokenExpired]: msg`Token Expired`,

  // Profile and shared field rules
  [MESSAGES.pleaseSelectTitle]: msg`Please select a title`,
  [MESSAGES.pleaseSelectGender]: msg`Please select a gender`,
  [MESSAGES.pleaseUploadPhoto]: msg`Please upload a photo`,
  [MESSAGES.onlyJpgPng]: msg`Only JPG and PNG formats are allowed`,
  [MESSAGES.fileSize2mbOrLess]: msg`File size must be 2MB or less`,
  [MESSAGES.profileUpdated]: msg`Profile updated successfully`,
  [MESSAGES.exactlyFourDigits]: msg`Must be exactly 4 digits.`,
  [MESSAGES.fileFormatJpgPng]: msg`File format should be JPG or PNG`,
  [MESSAGES.fileSizeLessThan2mb]: msg`File size should be less than 2MB`,
  [MESSAGES.fileUploaded]: msg`File uploaded successfully`,
  [MESSAGES.firstNameRequired]: msg`First name is required.`,
  [MESSAGES.firstNameMin]: msg`First name must be at least 2 characters.`,
  [MESSAGES.firstNameMax]: msg`First name must not exceed 150 characters.`,
  [MESSAGES.middleNameMax]: msg`Middle name must not exceed 150 characters.`,
  [MESSAGES.invalidEmail]: msg`Please enter a valid email`,
  [MESSAGES.mobileExactly10]: msg`Mobile number must be exactly 10 digits.`,
  [MESSAGES.mobileRepeating]: msg`Mobile number cannot have repeating digits.`,
  [MESSAGES.mobile10to15]: msg`Mobile number must be between 10 to 15 digits.`,

  // Nominations, password reset and change
  [MESSAGES.dobAtLeast18]: msg`Date of birth should be equal to or greater than 18 years.`,
  [MESSAGES.formSubmitted]: msg`Form submitted successfully`,
  [MESSAGES.somethingWentWrong]: msg`Something went wrong`,
  [MESSAGES.failedToSendOtp]: msg`Failed to send OTP. Try again.`,
  [MESSAGES.resetOtpSent]: msg`OTP sent to your email. Please enter it below.`,
  [MESSAGES.enterValidOtp]: msg`Enter a valid 6-digit OTP.`,
  [MESSAGES.resetPasswordsDoNotMatch]: msg`Passwords do not match.`,
  [MESSAGES.failedToResetPassword]: msg`Failed to reset password. Try again.`,
  [MESSAGES.passwordResetSuccess]: msg`Password reset successfully!`,
  [MESSAGES.changePasswordMismatch]: msg`New Password and Confirm Password do not match!`,
  [MESSAGES.failedToUpdatePassword]: msg`Failed to update password.`,
  [MESSAGES.errorUpdatingPassword]: msg`An error occurred while updating the password.`,
  [MESSAGES.passwordUpdated]: msg`Password updated successfully`,

  // The API's generic errors
  [API_ERRORS.validation]: msg`Some values are not valid.`,
  [API_ERRORS.notFound]: msg`Not found.`,
  [API_ERRORS.routeNotFound]: msg`There is no such address on this server.`,
  [API_ERRORS.unsupportedMediaType]: msg`Unsupported content type.`,
  [API_ERRORS.payloadTooLarge]: msg`The request is too large.`,
  [API_ERRORS.tooManyRequests]: msg`Too many requests. Please wait and try again.`,
  [API_ERRORS.unauthorized]: msg`Please sign in again.`,
  [API_ERRORS.forbidden]: msg`You are not allowed to do that.`,
  [API_ERRORS.internal]: msg`Something went wrong on our side. Please try again.`,
  [API_ERRORS.unavailable]: msg`The service is not available right now. Please try again shortly.`,
  [API_ERRORS.malformedMultipart]: msg`The form could not be read: the request is not valid multipart/form-data. Please send it again.`,
  [API_ERRORS.invalidCharacter]: msg`Remove the control character or invalid character from this field.`,
  [API_ERRORS.jsonNotUtf8]: msg`Send JSON encoded as UTF-8 (Content-Type: application/json; charset=utf-8).`,
  [API_ERRORS.badAddress]: msg`The address is not valid.`,
  [API_ERRORS.addressTooLong]: msg`The address is too long.`,

  // Field rules of the shared schemas
  [VALIDATION_MESSAGES.textCharacters]: msg`Only letters, digits, spaces and the characters @ . _ / + - are allowed.`,
  [VALIDATION_MESSAGES.landline]: msg`Phone number must be between 6 to 15 digits.`,
  [VALIDATION_MESSAGES.notAString]: msg`Please enter a text value.`,

  // Accounts: labels the spec quotes, required fields, server answers
  [ACCOUNT_LABELS.success]: msg`Success`,
  [ACCOUNT_LABELS.warning]: msg`Warning`,
  [ACCOUNT_LABELS.error]: msg`Error`,
  [ACCOUNT_LABELS.info]: msg`Info`,
  [ACCOUNT_LABELS.verified]: msg`Verified`,
  [ACCOUNT_LABELS.limitReached]: msg`Limit Reached`,
  [ACCOUNT_LABELS.reloadCaptcha]: msg`Reload Captcha`,
  [ACCOUNT_LABELS.verifyOtp]: msg`Verify OTP`,
  [ACCOUNT_LABELS.resend]: msg`Resend`,
  [ACCOUNT_LABELS.reset]: msg`Reset`,
  [ACCOUNT_LABELS.update]: msg`Update`,
  [ACCOUNT_LABELS.updating]: msg`Updating...`,
  [ACCOUNT_MESSAGES.userTypeRequired]: msg`Please select a user type.`,
  [ACCOUNT_MESSAGES.lastNameRequired]: msg`Last name is required.`,
  [ACCOUNT_MESSAGES.lastNameMax]: msg`Last name must not exceed 150 characters.`,
  [ACCOUNT_MESSAGES.nameCharacters]: msg`Names may contain only letters, digits, spaces and the characters @ . _ / + -`,
  [ACCOUNT_MESSAGES.emailRequired]: msg`Email is required.`,
  [ACCOUNT_MESSAGES.emailTooLong]: msg`Email must not exceed 254 characters.`,
  [ACCOUNT_MESSAGES.mobileRequired]: msg`Mobile number is required.`,
  [ACCOUNT_MESSAGES.mobileDigitsOnly]: msg`Mobile number must contain digits only.`,
  [ACCOUNT_MESSAGES.passwordRequired]: msg`Password is required.`,
  [ACCOUNT_MESSAGES.passwordTooLong]: msg`Password must not exceed 128 characters.`,
  [ACCOUNT_MESSAGES.passwordBlocked]: msg`This password is too easy to guess (a common password or the institute's name). Please choose another.`,
  [ACCOUNT_MESSAGES.confirmPasswordRequired]: msg`Please confirm the password.`,
  [ACCOUNT_MESSAGES.oldPasswordRequired]: msg`Please enter your old password.`,
  [ACCOUNT_MESSAGES.captchaRequired]: msg`Please enter the captcha.`,
  [ACCOUNT_MESSAGES.invalidCredentials]: msg`Invalid email or password.`,
  [ACCOUNT_MESSAGES.accountNotVerified]: msg`Your e-mail address is not verified yet. Please sign up again to receive a new OTP.`,
  [ACCOUNT_MESSAGES.accountDisabled]: msg`This account is disabled. Please contact the institute.`,
  [ACCOUNT_MESSAGES.invalidOtp]: msg`Invalid OTP.`,
  [ACCOUNT_MESSAGES.otpExpired]: msg`The OTP has expired. Please request a new one.`,
  [ACCOUNT_MESSAGES.otpTooManyTries]: msg`Too many wrong attempts. Please request a new OTP.`,
  [ACCOUNT_MESSAGES.otpNotValidOrExpired]: msg`The OTP is not valid or has expired.`,
  [ACCOUNT_MESSAGES.signInAttemptExpired]: msg`Your sign-in has expired. Please sign in again.`,
  [ACCOUNT_MESSAGES.signupAttemptExpired]: msg`Your sign-up has expired. Please sign up again.`,
  [ACCOUNT_MESSAGES.signInResendLimit]: msg`You have reached the maximum number of OTP resends. Please sign in again.`,
  [ACCOUNT_MESSAGES.oldPasswordIncorrect]: msg`The old password is incorrect.`,
  [ACCOUNT_MESSAGES.newPasswordSameAsOld]: msg`The new password must be different from the old one.`,
  [ACCOUNT_MESSAGES.emailCannotChange]: msg`The e-mail address cannot be changed.`,
  [ACCOUNT_MESSAGES.photoDimensionsTooLarge]: msg`The photo is too large: at most 6000 by 6000 pixels.`,
  [ACCOUNT_MESSAGES.loggedOut]: msg`Logged out successfully`,

  // Nominations: labels the spec quotes, required fields, formats, server answers (shared ones are above)
  [NOMINATION_LABELS.submit]: msg`Submit`,
  [NOMINATION_LABELS.submitting]: msg`Submitting...`,
  [NOMINATION_LABELS.back]: msg`Back`,
  [NOMINATION_LABELS.ok]: msg`OK`,
  [NOMINATION_LABELS.yes]: msg`Yes`,
  [NOMINATION_LABELS.no]: msg`No`,
  [NOMINATION_MESSAGES.birthCountryRequired]: msg`Please select the country of birth.`,
  [NOMINATION_MESSAGES.nationalityRequired]: msg`Please select the nationality.`,
  [NOMINATION_MESSAGES.maritalStatusRequired]: msg`Please select the marital status.`,
  [NOMINATION_MESSAGES.countryCodeRequired]: msg`Please select the country code.`,
  [NOMINATION_MESSAGES.bloodGroupRequired]: msg`Please select the blood group.`,
  [NOMINATION_MESSAGES.dobRequired]: msg`Please enter the date of birth.`,
  [NOMINATION_MESSAGES.stateRequired]: msg`Please select a state or union territory.`,
  [NOMINATION_MESSAGES.invalidDate]: msg`Please enter a valid date as YYYY-MM-DD.`,
  [NOMINATION_MESSAGES.dateInFuture]: msg`The date cannot be later than today.`,
  [NOMINATION_MESSAGES.endBeforeStart]: msg`The end date cannot be before the start date.`,
  [NOMINATION_MESSAGES.validUptoBeforeIssue]: msg`The passport must be valid after its date of issue.`,
  [NOMINATION_MESSAGES.invalidChoice]: msg`Please choose one of the options.`,
  [NOMINATION_MESSAGES.unknownCountry]: msg`Please select a country from the list.`,
  [NOMINATION_MESSAGES.unknownState]: msg`Please select a state or union territory from the list.`,
  [NOMINATION_MESSAGES.durationDays]: msg`Please enter the duration as a whole number of days (1 to 9999).`,
  [NOMINATION_MESSAGES.applicantsOnly]: msg`Only applicant accounts can submit a nomination.`,
  [NOMINATION_MESSAGES.internationalOnly]: msg`The international nomination form is for international applicants. Please use the domestic nomination form.`,
  [NOMINATION_MESSAGES.domesticOnly]: msg`The domestic nomination form is for domestic and faculty applicants. Please use the international nomination form.`,
  [NOMINATION_MESSAGES.courseNotFound]: msg`This course does not exist.`,
  [NOMINATION_MESSAGES.applicationsClosed]: msg`Applications for this course are closed.`,
  [NOMINATION_MESSAGES.alreadyApplied]: msg`You have already applied for this course.`,
  [NOMINATION_MESSAGES.idempotencyKeyReused]: msg`This submission was already used for another course. Please reload the form and try again.`,
  [NOMINATION_MESSAGES.invalidIdempotencyKey]: msg`The Idempotency-Key header must be 8 to 100 letters, digits, - or _.`,
  [NOMINATION_MESSAGES.notMultipart]: msg`Please send the form as multipart/form-data.`,
  [NOMINATION_MESSAGES.duplicateField]: msg`This field was sent more than once.`,
  [NOMINATION_MESSAGES.unexpectedFile]: msg`This field does not take a file.`,
  [NOMINATION_MESSAGES.imageTooManyPixels]: msg`The image is too large: at most 6000 by 6000 pixels.`,
  [NOMINATION_MESSAGES.fileMissingName]: msg`The file has no name.`,
  [NOMINATION_MESSAGES.draftSaved]: msg`Draft saved`,
  [NOMINATION_MESSAGES.draftDeleted]: msg`Draft deleted`,

  // Reference data: the programme types' names
  [PROGRAM_TYPE_NAMES[1]]: msg`Domestic`,
  [PROGRAM_TYPE_NAMES[2]]: msg`International`,
  [PROGRAM_TYPE_NAMES[3]]: msg`Academic`,
  // … and the news categories' (Tender & Miscellaneous is MESSAGES.tenderFallbackTitle, above)
  [NEWS_CATEGORY_NAMES[1]]: msg`Press Release`,
  [NEWS_CATEGORY_NAMES[2]]: msg`Latest News`,
};

/** A shared text with a number in it: the shared function itself gives the pattern, so it cannot drift. */
type NumberedText = { pattern: RegExp; message: (n: string) => MessageDescriptor };

const NUMBER_MARK = 987654321;

function numbered(sharedText: (n: number) => string, message: (n: string) => MessageDescriptor): NumberedText {
  const [before = '', after = ''] = sharedText(NUMBER_MARK)
    .split(String(NUMBER_MARK))
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`^${before}(\\d+)${after}$`), message };
}

const NUMBERED_TEXTS: readonly NumberedText[] = [
  numbered(MESSAGES.yearNotInFuture, (year) => msg`Year cannot be greater than the current year (${year}).`),
  numbered(MESSAGES.inputTooLong, (n) => msg`Input fields must not exceed ${n} characters.`),
  numbered(
    ACCOUNT_MESSAGES.signInThrottled,
    (seconds) =>
      msg`Too many failed sign-in attempts. Please wait ${seconds} seconds and try again, or reset your password.`,
  ),
];

function descriptorOf(text: string): MessageDescriptor | undefined {
  const exact = SHARED_TEXTS[text];
  if (exact) return exact;
  for (const { pattern, message } of NUMBERED_TEXTS) {
    const match = pattern.exec(text);
    if (match?.[1] !== undefined) return message(match[1]);
  }
  return undefined;
}

/** Whether the bridge knows `text` (a shared text, or a numbered one of its patterns). */
export function isSharedText(text: string): boolean {
  return descriptorOf(text) !== undefined;
}

/**
 * A text of @iiidem/shared or of the server's answer in the active language; a text the bridge does not know
 * (a record's own words) comes back as it is.
 */
export function translateSharedText(text: string): string {
  const descriptor = descriptorOf(text);
  return descriptor ? i18n._(descriptor) : text;
}
