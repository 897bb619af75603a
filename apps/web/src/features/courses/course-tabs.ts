import { STORAGE_KEYS } from '@iiidem/shared/constants';
import {
  type CourseListTab,
  isCourseListTab,
  isProgramOverviewTab,
  type ProgramOverviewTab,
} from '@iiidem/shared/courses/course-tabs';

/** Links to the course list (/iiidem-training-programs) may pass the wanted tab in navigation state. */
export type CourseListNavigationState = { tab: CourseListTab };

/** Links to the programme overview (/our-training-and-programs) may pass the wanted tab in navigation state. */
export type ProgramOverviewNavigationState = { tab: ProgramOverviewTab };

/** The tab named in navigation state, if the state carries one (any other shape gives undefined). */
export function navigationTabOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('tab' in state)) return undefined;
  const { tab } = state as { tab: unknown };
  return typeof tab === 'string' ? tab : undefined;
}

/** The remembered tab (browser storage activeTab, spec 1 §3), or null when none or storage is unavailable. */
export function readActiveTab(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.activeTab);
  } catch {
    return null;
  }
}

/** Remembers the chosen tab, which picks the lists' first tab next time (it no longer decides Apply Now: issue 17). */
export function saveActiveTab(tab: CourseListTab | ProgramOverviewTab): void {
  if (!isCourseListTab(tab) && !isProgramOverviewTab(tab)) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.activeTab, tab);
  } catch {
    // Storage unavailable: the tab is simply not remembered.
  }
}
