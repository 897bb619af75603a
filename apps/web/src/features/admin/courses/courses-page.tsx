import type { TAdminCourse } from '@iiidem/shared/admin/courses';
import { formatCourseDate } from '@iiidem/shared/dates';
import { ContentAdmin } from '../ui/content-admin';
import type { ContentColumn } from '../ui/content-table';
import { hindiColumn } from '../ui/hindi-column';
import { CourseForm } from './course-form';

const COLUMNS: readonly ContentColumn<TAdminCourse>[] = [
  hindiColumn((course) => course.course_nameHi),
  {
    header: 'Applications',
    cell: (course) => `${formatCourseDate(course.start_from)} to ${formatCourseDate(course.end_to)}`,
  },
  { header: 'Held', cell: (course) => `${formatCourseDate(course.held_from)} to ${formatCourseDate(course.held_to)}` },
  { header: 'Program type', cell: (course) => course.program_name },
  { header: 'Applications received', cell: (course) => course.applications },
];

/** Back office: courses (create, edit, publish, delete). */
export default function CoursesPage() {
  return (
    <ContentAdmin<TAdminCourse>
      title="Courses"
      noun="course"
      apiPath="/admin/courses"
      titleOf={(course) => course.course_name}
      columns={COLUMNS}
      Form={CourseForm}
    />
  );
}
