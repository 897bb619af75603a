import { SHORT_PRODUCT_NAME } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import type { PathKey } from './paths';

/** Route keys that render a page of their own (`legacyLogin` only redirects). */
export type PageKey = Exclude<PathKey, 'legacyLogin'> | 'applicationError';

/**
 * The '{page}' part of each page's document title ('{page} | IIIDEM', spec 1 §1).
 * Pages whose title depends on data (a course name, a news category) start from these and pass their own.
 */
export const PAGE_TITLES: Record<PageKey, string> = {
  home: 'Home',

  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  directors: 'Directors',
  cecEc: 'Chief Election Commissioner and Election Commissioners',
  screenReaderAccess: 'Screen Reader Access',
  siteMap: 'Site Map',
  privacyPolicy: 'Privacy Policy',
  missionVisionGoal: 'Mission, Vision and Goal',
  mouPartners: 'MoU Partners',
  consultants: 'Senior Consultants and Consultants',
  alumni: 'Alumni',
  campusAndFacilities: 'Campus & Facilities',
  officers: 'IIIDEM Officers',
  academicAffairs: 'Academic Affairs',
  centreForNationalTraining: 'Centre for National Training',
  centreForInternationalTraining: 'Centre for International Training',
  directorGeneral: 'Director General',
  faculty: 'Faculty',
  ourAlumni: 'Our Alumni',
  iiidemAlumni: 'IIIDEM Alumni',
  webinar: 'Innovative Electoral Practices: Stories from the Field',

  trainingPrograms: 'Training Programs at IIIDEM',
  trainingCalendar: 'Training Calendar',
  ourTrainingAndPrograms: 'Our Training & Programs',
  courses: 'Training Programs',
  courseDetails: 'Course Details',
  trainingDetails: 'Training Details',
  // Spec 1: the list page's title is its category name, with this fallback.
  programsByGroup: MESSAGES.tenderFallbackTitle,
  detailPage: MESSAGES.tenderFallbackTitle,
  latestNewsUpdate: 'Latest News & Updates',
  virtualGallery: 'Virtual Gallery',
  photosAndVideosGallery: 'Photos & Videos',
  vacancies: 'Vacancies',

  login: 'Login',
  otp: 'Verify OTP',
  signup: 'Sign Up',
  forgetPassword: 'Forgot Password',
  previewDomesticForm: 'Certification Programme Nomination Form',

  dashboard: 'Dashboard',
  editProfile: 'My Profile',
  changePassword: 'Change Password',
  verifyCertificate: 'Verify Certificate',
  admin: 'Back Office',
  domesticApplication: 'Domestic Nomination Form',
  internationalApplication: 'International Nomination Form',

  error: 'Page Not Found',
  applicationError: 'Error',
};

/** 'About Us' -> 'About Us | IIIDEM'. */
export function formatPageTitle(page: string): string {
  return `${page} | ${SHORT_PRODUCT_NAME}`;
}
