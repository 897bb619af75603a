/** Codes and fixed values from the specification (spec 1 §3, §9; spec 2 §3, §9). */

export const SHORT_PRODUCT_NAME = 'IIIDEM';
export const PRODUCT_NAME = 'India International Institute of Democracy and Election Management';

export const USER_TYPE = { domestic: 2, faculty: 3, international: 4 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const USER_TYPES: readonly UserType[] = [USER_TYPE.international, USER_TYPE.domestic, USER_TYPE.faculty];

/** Roles of the back office; everyone who signs up is an applicant. */
export const ROLES = ['applicant', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PROGRAM_TYPE = { domestic: 1, international: 2, academic: 3 } as const;
export type ProgramTypeId = (typeof PROGRAM_TYPE)[keyof typeof PROGRAM_TYPE];
export const PROGRAM_TYPE_NAMES: Record<ProgramTypeId, string> = {
  1: 'Domestic',
  2: 'International',
  3: 'Academic',
};

export const PHOTO_CATEGORY = { slider: 1, gallery: 2 } as const;
export const VIDEO_CATEGORY = { gallery: 1 } as const;
export const NEWS_CATEGORY = { tenders: 3 } as const;
/** The news categories' names (reference data the seed loads; the web shows them in Hindi through its bridge). */
export const NEWS_CATEGORY_NAMES: Record<1 | 2 | 3, string> = {
  1: 'Press Release',
  2: 'Latest News',
  3: 'Tender & Miscellaneous',
};

/**
 * Application status codes (spec 1 §4): 1-4 are the spec's, set by the institute; 5 is ours (issue 17): the
 * applicant withdrew the application before it was reviewed.
 */
export const APPLICATION_STATUS = { received: 1, approved: 2, rejected: 3, waitlisted: 4, withdrawn: 5 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const TRAINING_FILE_TYPES = ['PDF', 'IMG', 'VIDEO', 'URL'] as const;
export type TrainingFileType = (typeof TRAINING_FILE_TYPES)[number];

export const TITLES = ['Mr', 'Ms', 'Mrs'] as const;
export const GENDERS = { M: 'Male', F: 'Female', T: 'Others' } as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const;
export const BLOOD_GROUPS = ['A+', 'O+', 'B+', 'AB+', 'A-', 'O-', 'B-', 'AB-'] as const;
export const COVID_VACCINE_STATUSES = ['Vaccinated', 'Not vaccinated'] as const;
export const YES_NO = ['Yes', 'No'] as const;

/** Browser storage keys (spec 1 §3). */
export const STORAGE_KEYS = { accessToken: 'accessToken', userType: 'user_type', activeTab: 'activeTab' } as const;

/** Course dates and "today" are reckoned in India Standard Time (product guide). */
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';
