import type {
  TCourse,
  TCourseListResponse,
  TCourseResponse,
  TCourseSelectionResponse,
} from '@iiidem/shared/courses/api';
import { MAX_PAGE_SIZE } from '@iiidem/shared/limits';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { CourseGroup } from './program-groups';

/** Courses per page of the course list. */
export const COURSE_LIST_PAGE_SIZE = 50;

export function courseListKey(programTypeId: number | undefined, page: number): string {
  const query = new URLSearchParams();
  if (programTypeId !== undefined) query.set('program_type_id', String(programTypeId));
  query.set('page', String(page));
  query.set('limit', String(COURSE_LIST_PAGE_SIZE));
  return `/courses?${query}`;
}

export type CourseListData = {
  courses: TCourse[];
  totalData: number;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
};

/** The published courses of one program type (or all), page by page: `loadMore` fetches the next page. */
export function useCourseList(programTypeId: number | undefined): CourseListData {
  const { data, error, isLoading, size, setSize } = useSWRInfinite<TCourseListResponse>(
    (index, previous: TCourseListResponse | null) => {
      if (previous && previous.data.course.length < COURSE_LIST_PAGE_SIZE) return null;
      return courseListKey(programTypeId, index + 1);
    },
    { revalidateFirstPage: false },
  );
  const courses = data?.flatMap((page) => page.data.course) ?? [];
  const totalData = data?.[0]?.data.pages.totalData ?? 0;
  return {
    courses,
    totalData,
    isLoading,
    isLoadingMore: !error && size > 0 && data !== undefined && data.length < size,
    error,
    hasMore: courses.length < totalData,
    loadMore: () => void setSize(size + 1),
  };
}

/** One course, or undefined while loading; null key (bad id) fetches nothing. */
export function useCourse(id: number | null) {
  return useSWR<TCourseResponse>(id === null ? null : `/courses/${id}`);
}

/** Ongoing or upcoming courses (decided by the server in IST), up to the largest page. */
export function useCourseGroup(group: CourseGroup) {
  return useSWR<TCourseSelectionResponse>(`/courses/${group}?limit=${MAX_PAGE_SIZE}`);
}
