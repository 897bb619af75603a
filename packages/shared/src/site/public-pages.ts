/**
 * The public site's page addresses for search engines: robots.txt and sitemap.xml (apps/api
 * features/site-index) are built from these lists. The web app's test `public-pages.test.ts` checks them
 * against its router, so a page added there without a line here fails the tests.
 */

/** Every public page without a parameter, listed in sitemap.xml (spec 2's public routes). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  // Institute and static information pages
  '/about-us',
  '/contact-us',
  '/directors',
  '/cec-ec',
  '/screen-reader-access',
  '/site-map',
  '/search',
  '/privacy-policy',
  '/copyright-policy',
  '/hyperlinking-policy',
  '/terms-and-conditions',
  '/disclaimer',
  '/accessibility-statement',
  '/help',
  '/feedback',
  '/mission-vision-goal',
  '/mou-partners',
  '/srconsultant-consultant',
  '/alumni',
  '/campus-and-facilities',
  '/iiidem-officers',
  '/academic-affairs',
  '/centre-for-national-training',
  '/centre-for-international-training',
  '/director-general',
  '/iiidem-faculty',
  '/our-alumni',
  '/iiidem-alumni',
  '/innovative-electoral-practices:stories-from-the-field',
  // Courses, trainings, news and media
  '/training-programs',
  '/training-calendar',
  '/our-training-and-programs',
  '/iiidem-training-programs',
  '/latest-news-update',
  '/gallery',
  '/photos-and-videos-gallery',
  '/iiidem-vacancies',
  // Accounts (public forms)
  '/iiidem-login',
  '/iiidem-signup',
  '/verify-certificate',
  '/forget-password',
  '/preview-domestic-form',
] as const;

/**
 * Public routes without a parameter that are not pages worth listing: the sign-in code step (it needs a sign-in
 * in progress), the old /login address (it redirects to /iiidem-login) and the error page.
 */
export const UNLISTED_PAGE_PATHS = ['/iiidem-otp', '/login', '/error'] as const;

/** A published course's page, as in the web app's paths.courseDetails. */
export const COURSE_DETAILS_PATH = '/training-program-details/:id';
/** A page staff added in the back office (issue 15), as in the web app's paths.staffPage. */
export const STAFF_PAGE_PATH = '/pages/:slug';
/** A published training's page, as in the web app's paths.trainingDetails. */
export const TRAINING_DETAILS_PATH = '/program-details/:id';

/**
 * Address prefixes robots.txt asks crawlers to keep out of: the API, the back office, the applicant's own pages
 * (behind sign-in) and the sign-in code step. A prefix ending in "/" covers the pages below it.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/edit-profile',
  '/change-password',
  '/domestic-application/',
  '/international-application/',
  '/iiidem-otp',
  '/my-application/',
] as const;

/** Fills the `:id` of a detail page path: `detailPagePath(COURSE_DETAILS_PATH, 12)` gives '/training-program-details/12'. */
export function detailPagePath(pattern: typeof COURSE_DETAILS_PATH | typeof TRAINING_DETAILS_PATH, id: number): string {
  return pattern.replace(':id', String(id));
}
