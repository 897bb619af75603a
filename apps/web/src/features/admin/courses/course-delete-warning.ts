import type { TAdminCourse } from '@iiidem/shared/admin/courses';

/**
 * What the delete confirmation says first about a course with applications (issue 19): how many, and that the
 * server keeps such a course (409), so unpublishing is the way to hide it.
 */
export function courseDeleteWarning(course: TAdminCourse): string | undefined {
  if (course.applications === 0) return undefined;
  const count = course.applications === 1 ? '1 application' : `${course.applications} applications`;
  return `This course has ${count}, so it cannot be deleted. Unpublish it instead to hide it from the public pages.`;
}
