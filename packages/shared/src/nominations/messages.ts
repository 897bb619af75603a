/**
 * Texts of the nomination forms and their API that messages.ts does not hold: the spec's alert titles and
 * the portal's own wording where the spec shows none. The spec's own texts stay in messages.ts (MESSAGES).
 */

/** Alert titles and buttons quoted by the spec (spec 2 §2, §8). */
export const NOMINATION_LABELS = {
  warning: 'Warning',
  error: 'Error',
  success: 'Success',
  reset: 'Reset',
  submit: 'Submit',
  submitting: 'Submitting...',
  back: 'Back',
  ok: 'OK',
  yes: 'Yes',
  no: 'No',
} as const;

/** The portal's own texts (the spec shows no wording for these). */
export const NOMINATION_MESSAGES = {
  // Required fields (spec 2 §5: asterisks; the server enforces them)
  lastNameRequired: 'Last name is required.',
  lastNameMax: 'Last name must not exceed 150 characters.',
  birthCountryRequired: 'Please select the country of birth.',
  nationalityRequired: 'Please select the nationality.',
  maritalStatusRequired: 'Please select the marital status.',
  countryCodeRequired: 'Please select the country code.',
  bloodGroupRequired: 'Please select the blood group.',
  dobRequired: 'Please enter the date of birth.',
  emailRequired: 'Email is required.',
  mobileRequired: 'Mobile number is required.',
  stateRequired: 'Please select a state or union territory.',

  // Formats
  invalidDate: 'Please enter a real date as DD-MM-YYYY, for example 27-03-1990.',
  dateInFuture: 'The date cannot be later than today.',
  endBeforeStart: 'The end date cannot be before the start date.',
  validUptoBeforeIssue: 'The passport must be valid after its date of issue.',
  invalidChoice: 'Please choose one of the options.',
  unknownCountry: 'Please select a country from the list.',
  unknownState: 'Please select a state or union territory from the list.',
  durationDays: 'Please enter the duration as a whole number of days (1 to 9999).',

  // Server answers
  applicantsOnly: 'Only applicant accounts can submit a nomination.',
  internationalOnly:
    'The international nomination form is for international applicants. Please use the domestic nomination form.',
  domesticOnly:
    'The domestic nomination form is for domestic and faculty applicants. Please use the international nomination form.',
  courseNotFound: 'This course does not exist.',
  applicationsClosed: 'Applications for this course are closed.',
  alreadyApplied: 'You have already applied for this course.',
  idempotencyKeyReused: 'This submission was already used for another course. Please reload the form and try again.',
  invalidIdempotencyKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
  notMultipart: 'Please send the form as multipart/form-data.',
  duplicateField: 'This field was sent more than once.',
  unexpectedFile: 'This field does not take a file.',
  imageTooManyPixels: 'The image is too large: at most 6000 by 6000 pixels.',
  fileMissingName: 'The file has no name.',
  draftSaved: 'Draft saved',
  draftDeleted: 'Draft deleted',
} as const;

/** The acknowledgement mail of a new application (through the outbox). */
export function applicationReceivedMail(input: { firstName: string; courseName: string; applicationNumber: string }) {
  return {
    subject: `Application received: ${input.courseName}`,
    text: [
      `Dear ${input.firstName},`,
      '',
      `Thank you for applying to "${input.courseName}". Your application (number ${input.applicationNumber}) has been received.`,
      'You can follow its status under My Courses on your dashboard.',
      '',
      'India International Institute of Democracy and Election Management',
    ].join('\n'),
  };
}
