import type { TCourse } from '@iiidem/shared/courses/api';
import { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import { formatCourseDate } from '@iiidem/shared/dates';
import { Link } from 'react-router';
import { buildPath, paths } from '../../paths';
import './course-card.css';

type CourseCardProps = { course: TCourse };

/** A course in the course list (spec 1 §2): name, 'Apply From', duration, 'Mode of Training', location, View Details. */
export function CourseCard({ course }: CourseCardProps) {
  const facts: [label: string, value: string | null][] = [
    [COURSE_TEXTS.applyFrom, formatCourseDate(course.start_from)],
    ['Duration', course.duration],
    [COURSE_TEXTS.modeOfTraining, course.course_type],
    ['Location', course.location],
  ];
  return (
    <li className="course-card">
      <h2 className="course-card__title">{course.course_name}</h2>
      <dl className="course-card__facts">
        {facts
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="course-card__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Link
        className="button course-card__link"
        to={buildPath(paths.courseDetails, { id: course.id })}
        aria-label={`${COURSE_TEXTS.viewDetails}: ${course.course_name}`}
      >
        {COURSE_TEXTS.viewDetails}
      </Link>
    </li>
  );
}
