import type { TAdminCourse } from '@iiidem/shared/admin/courses';
import { formatCourseDate } from '@iiidem/shared/dates';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { ContentAdmin } from '../ui/content-admin';
import type { ContentColumn } from '../ui/content-table';
import { hindiColumn } from '../ui/hindi-column';
import { courseDeleteWarning } from './course-delete-warning';
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
  {
    header: 'Seats left',
    cell: (course) => (course.capacity === null ? 'Unlimited' : `${course.seats_left ?? 0} of ${course.capacity}`),
  },
  {
    header: 'Participants',
    cell: (course) => (
      <>
        <Link to={adminPaths.courseParticipants.replace(':id', String(course.id))}>
          List<span className="visually-hidden"> of participants of {course.course_name}</span>
        </Link>
        <br />
        <Link to={adminPaths.courseAttendance.replace(':id', String(course.id))}>
          Attendance<span className="visually-hidden"> of {course.course_name}</span>
        </Link>
      </>
    ),
  },
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
      deleteWarning={courseDeleteWarning}
    />
  );
}
