/** The tabs of the course list (/iiidem-training-programs); links may pass one in navigation state. */
export const COURSE_LIST_TABS = ['all', 'domestic', 'international', 'academic'] as const;

export type CourseListTab = (typeof COURSE_LIST_TABS)[number];

export type CourseListNavigationState = { tab: CourseListTab };
