import { monthOf } from '@iiidem/shared/dates';
import useSWR from 'swr';

/** A course as the calendar reads it from GET /api/courses. */
export type CalendarCourse = {
  id: number;
  course_name: string;
  start_from: string;
  end_to: string;
  location: string | null;
  course_type: string | null;
  program_type: { program_name: string } | null;
};

export type CoursesResponse = { success: boolean; data: { course: CalendarCourse[] } };

export type CalendarMonth = { key: string; label: string; courses: CalendarCourse[] };

/** The calendar lists up to this many courses (one page of the course list). */
export const CALENDAR_COURSE_LIMIT = 100;
export const CALENDAR_COURSES_URL = `/courses?limit=${CALENDAR_COURSE_LIMIT}`;

/** Groups courses by the month of start_from, months and courses in date order (ties by name). */
export function groupCoursesByMonth(courses: readonly CalendarCourse[]): CalendarMonth[] {
  const sorted = [...courses].sort(
    (a, b) => a.start_from.localeCompare(b.start_from) || a.course_name.localeCompare(b.course_name),
  );
  const months = new Map<string, CalendarMonth>();
  for (const course of sorted) {
    const { key, label } = monthOf(course.start_from);
    const month = months.get(key) ?? { key, label, courses: [] };
    month.courses.push(course);
    months.set(key, month);
  }
  return [...months.values()];
}

/** The calendar's courses; a failed load is logged and shows as an empty calendar (spec 1 §8). */
export function useCalendarMonths() {
  const { data, error, isLoading } = useSWR<CoursesResponse>(CALENDAR_COURSES_URL, {
    onError: (loadError) => console.error('Could not load the training calendar', loadError),
  });
  const courses = data?.data?.course ?? [];
  return { months: groupCoursesByMonth(courses), isLoading: isLoading && !error };
}
