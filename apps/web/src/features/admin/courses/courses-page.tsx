import type { TAdminCourse } from '@iiidem/shared/admin/courses';
import { ContentAdmin } from '../ui/content-admin';
import type { ContentColumn } from '../ui/content-table';
import { hindiColumn } from '../ui/hindi-column';
import { CourseForm } from './course-form';

const COLUMNS: readonly ContentColumn<TAdminCourse>[] = [
  hindiColumn((course) => course.course_nameHi),
  { header: 'Dates', cell: (course) => `${course.start_from} to ${course.end_to}` },
  { header: 'Program type', cell: (course) => course.program_name },
  { header: 'Applications', cell: (course) => course.applications },
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
