/**
 * Every route path of the portal (spec 2 §2 full route table, plus spec 1's extra routes).
 * No other module spells a path: import from here and build links with `buildPath`.
 */
export const paths = {
  home: '/',

  // Institute and static information pages
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  directors: '/directors',
  cecEc: '/cec-ec',
  screenReaderAccess: '/screen-reader-access',
  siteMap: '/site-map',
  /** The site search (issue 16): ?q= the words, &page= from 1. */
  search: '/search',
  privacyPolicy: '/privacy-policy',
  copyrightPolicy: '/copyright-policy',
  hyperlinkingPolicy: '/hyperlinking-policy',
  termsAndConditions: '/terms-and-conditions',
  disclaimer: '/disclaimer',
  accessibilityStatement: '/accessibility-statement',
  help: '/help',
  feedback: '/feedback',
  missionVisionGoal: '/mission-vision-goal',
  mouPartners: '/mou-partners',
  consultants: '/srconsultant-consultant',
  alumni: '/alumni',
  campusAndFacilities: '/campus-and-facilities',
  officers: '/iiidem-officers',
  academicAffairs: '/academic-affairs',
  centreForNationalTraining: '/centre-for-national-training',
  centreForInternationalTraining: '/centre-for-international-training',
  directorGeneral: '/director-general',
  faculty: '/iiidem-faculty',
  ourAlumni: '/our-alumni',
  iiidemAlumni: '/iiidem-alumni',
  // The colon is part of the path (not a parameter): React Router only treats ":name" after a "/" as a parameter.
  webinar: '/innovative-electoral-practices:stories-from-the-field',

  // Courses, trainings, news and media
  trainingPrograms: '/training-programs',
  trainingCalendar: '/training-calendar',
  ourTrainingAndPrograms: '/our-training-and-programs',
  courses: '/iiidem-training-programs',
  courseDetails: '/training-program-details/:id',
  trainingDetails: '/program-details/:id',
  staffPage: '/pages/:slug',
  programsByGroup: '/programs-by-group/:id',
  detailPage: '/detail-page/:id',
  latestNewsUpdate: '/latest-news-update',
  virtualGallery: '/gallery',
  photosAndVideosGallery: '/photos-and-videos-gallery',
  vacancies: '/iiidem-vacancies',

  // Accounts (public)
  login: '/iiidem-login',
  otp: '/iiidem-otp',
  signup: '/iiidem-signup',
  forgetPassword: '/forget-password',
  previewDomesticForm: '/preview-domestic-form',
  /** Spec 1: target of the dashboard side panel; redirects to `login`. */
  legacyLogin: '/login',

  // Protected group (behind the session guard)
  dashboard: '/dashboard',
  editProfile: '/edit-profile',
  changePassword: '/change-password',
  /** Issue 17: one of the applicant's applications as submitted, read-only. */
  myApplication: '/my-application/:id',
  domesticApplication: '/domestic-application/:id',
  internationalApplication: '/international-application/:id',

  /** Public: anyone can check a certificate by its number (the QR code on it links here). */
  verifyCertificate: '/verify-certificate/:number',
  /** The verification page without a number: the form to type one (issue 19). */
  verifyCertificateForm: '/verify-certificate',

  /** The back office (staff only); its own pages are in features/admin/admin-paths.ts. */
  admin: '/admin',

  error: '/error',
} as const;

export type PathKey = keyof typeof paths;
export type PathPattern = (typeof paths)[PathKey];

/** Names of the `:name` parameters in a path pattern (a colon inside a segment is literal). */
type ParamNames<P extends string> = P extends `${string}/:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Param}`
    ? Param
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/**
 * Fills the parameters of a path pattern, URL-encoding each value:
 * `buildPath(paths.courseDetails, { id: 12 })` gives '/training-program-details/12'.
 */
export function buildPath<P extends PathPattern>(
  pattern: P,
  ...params: ParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/\/:([\w-]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`buildPath: missing parameter "${name}" for ${pattern}`);
    return `/${encodeURIComponent(String(value))}`;
  });
}
