import { PROGRAM_TYPE, type ProgramTypeId, USER_TYPE } from '../constants';

/** The tabs of the course list (/iiidem-training-programs, spec 1 §2). */
export const COURSE_LIST_TABS = ['all', 'domestic', 'international', 'academic'] as const;
export type CourseListTab = (typeof COURSE_LIST_TABS)[number];

/** The tabs of the programme overview (/our-training-and-programs, spec 1 §2). */
export const PROGRAM_OVERVIEW_TABS = ['domestic', 'international', 'academic'] as const;
export type ProgramOverviewTab = (typeof PROGRAM_OVERVIEW_TABS)[number];

/** Which program_type_id a course-list tab shows; 'all' shows every type. */
export const PROGRAM_TYPE_FOR_TAB: Record<Exclude<CourseListTab, 'all'>, ProgramTypeId> = {
  domestic: PROGRAM_TYPE.domestic,
  international: PROGRAM_TYPE.international,
  academic: PROGRAM_TYPE.academic,
};

/** The course-list tab that shows a program type (for links back from a course to its list). */
export function tabForProgramType(programTypeId: number): CourseListTab {
  const entry = Object.entries(PROGRAM_TYPE_FOR_TAB).find(([, id]) => id === programTypeId);
  return entry ? (entry[0] as CourseListTab) : 'all';
}

export function isCourseListTab(value: unknown): value is CourseListTab {
  return typeof value === 'string' && (COURSE_LIST_TABS as readonly string[]).includes(value);
}

export function isProgramOverviewTab(value: unknown): value is ProgramOverviewTab {
  return typeof value === 'string' && (PROGRAM_OVERVIEW_TABS as readonly string[]).includes(value);
}

/** A stored user_type ('2', '3', '4', or a number) as a number, or null when it is none of the known kinds. */
function toUserType(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && (Object.values(USER_TYPE) as number[]).includes(number) ? number : null;
}

/**
 * The course list's first tab (spec 1 §2): the tab in navigation state; else the stored user type
 * (4 international; 2 or 3 domestic); else the saved tab; else 'all'. Unknown values are skipped.
 */
export function initialCourseTab(input: {
  navigationTab?: unknown;
  storedUserType?: unknown;
  savedTab?: unknown;
}): CourseListTab {
  if (isCourseListTab(input.navigationTab)) return input.navigationTab;
  const userType = toUserType(input.storedUserType);
  if (userType === USER_TYPE.international) return 'international';
  if (userType === USER_TYPE.domestic || userType === USER_TYPE.faculty) return 'domestic';
  if (isCourseListTab(input.savedTab)) return input.savedTab;
  return 'all';
}

/**
 * The programme overview's first tab (spec 1 §2): the tab in navigation state, else the saved activeTab,
 * where 'all' (the course list's extra tab) maps to domestic; else domestic.
 */
export function initialProgramOverviewTab(input: { navigationTab?: unknown; savedTab?: unknown }): ProgramOverviewTab {
  for (const candidate of [input.navigationTab, input.savedTab]) {
    if (candidate === 'all') return 'domestic';
    if (isProgramOverviewTab(candidate)) return candidate;
  }
  return 'domestic';
}
