import { MESSAGES } from '@iiidem/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SHORT_PRODUCT_NAME_MESSAGE } from './lib/i18n/product-name';
import { i18n } from './lib/i18n/runtime';
import { translateSharedText } from './lib/i18n/shared-texts';
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
  search: 'Search',
  privacyPolicy: 'Privacy Policy',
  copyrightPolicy: 'Copyright Policy',
  hyperlinkingPolicy: 'Hyperlinking Policy',
  termsAndConditions: 'Terms and Conditions',
  disclaimer: 'Disclaimer',
  accessibilityStatement: 'Accessibility Statement',
  help: 'Help',
  feedback: 'Feedback',
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
  // A page staff added: its own title replaces this once loaded.
  staffPage: 'Page',
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
  myApplication: 'My Application',
  verifyCertificate: 'Verify Certificate',
  verifyCertificateForm: 'Verify Certificate',
  admin: 'Back Office',
  domesticApplication: 'Domestic Nomination Form',
  internationalApplication: 'International Nomination Form',

  error: 'Page Not Found',
  applicationError: 'Error',
};

/** PAGE_TITLES as catalogue messages: the same English (page-titles.test.ts), shown in the page's language. */
export const PAGE_TITLE_MESSAGES: Record<PageKey, MessageDescriptor> = {
  home: msg`Home`,
  aboutUs: msg`About Us`,
  contactUs: msg`Contact Us`,
  directors: msg`Directors`,
  cecEc: msg`Chief Election Commissioner and Election Commissioners`,
  screenReaderAccess: msg`Screen Reader Access`,
  siteMap: msg`Site Map`,
  search: msg`Search`,
  privacyPolicy: msg`Privacy Policy`,
  copyrightPolicy: msg`Copyright Policy`,
  hyperlinkingPolicy: msg`Hyperlinking Policy`,
  termsAndConditions: msg`Terms and Conditions`,
  disclaimer: msg`Disclaimer`,
  accessibilityStatement: msg`Accessibility Statement`,
  help: msg`Help`,
  feedback: msg`Feedback`,
  missionVisionGoal: msg`Mission, Vision and Goal`,
  mouPartners: msg`MoU Partners`,
  consultants: msg`Senior Consultants and Consultants`,
  alumni: msg`Alumni`,
  campusAndFacilities: msg`Campus & Facilities`,
  officers: msg`IIIDEM Officers`,
  academicAffairs: msg`Academic Affairs`,
  centreForNationalTraining: msg`Centre for National Training`,
  centreForInternationalTraining: msg`Centre for International Training`,
  directorGeneral: msg`Director General`,
  faculty: msg`Faculty`,
  ourAlumni: msg`Our Alumni`,
  iiidemAlumni: msg`IIIDEM Alumni`,
  webinar: msg`Innovative Electoral Practices: Stories from the Field`,
  trainingPrograms: msg`Training Programs at IIIDEM`,
  trainingCalendar: msg`Training Calendar`,
  ourTrainingAndPrograms: msg`Our Training & Programs`,
  courses: msg`Training Programs`,
  courseDetails: msg`Course Details`,
  trainingDetails: msg`Training Details`,
  staffPage: msg`Page`,
  programsByGroup: msg`Tender & Miscellaneous`,
  detailPage: msg`Tender & Miscellaneous`,
  latestNewsUpdate: msg`Latest News & Updates`,
  virtualGallery: msg`Virtual Gallery`,
  photosAndVideosGallery: msg`Photos & Videos`,
  vacancies: msg`Vacancies`,
  login: msg`Login`,
  otp: msg`Verify OTP`,
  signup: msg`Sign Up`,
  forgetPassword: msg`Forgot Password`,
  previewDomesticForm: msg`Certification Programme Nomination Form`,
  dashboard: msg`Dashboard`,
  editProfile: msg`My Profile`,
  changePassword: msg`Change Password`,
  myApplication: msg`My Application`,
  verifyCertificate: msg`Verify Certificate`,
  verifyCertificateForm: msg`Verify Certificate`,
  admin: msg`Back Office`,
  domesticApplication: msg`Domestic Nomination Form`,
  internationalApplication: msg`International Nomination Form`,
  error: msg`Page Not Found`,
  applicationError: msg`Error`,
};

const TITLE_MESSAGE_BY_ENGLISH = new Map<string, MessageDescriptor>(
  (Object.keys(PAGE_TITLES) as PageKey[]).map((key) => [PAGE_TITLES[key], PAGE_TITLE_MESSAGES[key]]),
);

/**
 * A page title in the active language: a PAGE_TITLES value (or a shared text) becomes its translation, a
 * data-driven title (a course's name) stays as it is. Pages keep passing PAGE_TITLES values.
 */
export function translatePageTitle(title: string): string {
  const message = TITLE_MESSAGE_BY_ENGLISH.get(title);
  return message ? i18n._(message) : translateSharedText(title);
}

/** 'About Us' -> 'About Us | IIIDEM', in the active language ('हमारे बारे में | आईआईआईडीईएम'). */
export function formatPageTitle(page: string): string {
  return `${translatePageTitle(page)} | ${i18n._(SHORT_PRODUCT_NAME_MESSAGE)}`;
}
