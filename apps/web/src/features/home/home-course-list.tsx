import { formatCourseDate } from '@iiidem/shared/dates';
import { HOME_TAB_MAX_ITEMS } from '@iiidem/shared/limits';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { buildPath, paths } from '../../paths';
import { type HomeCourseKind, useHomeCourses } from './home-api';
import './home-course-list.css';

/** The first five ongoing or upcoming courses of a home tab, each linking to its detail page. */
export function HomeCourseList({ kind }: { kind: HomeCourseKind }) {
  const { data, error } = useHomeCourses(kind);
  const localized = useLocalized();
  if (!data && !error)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const courses = data?.data.course.slice(0, HOME_TAB_MAX_ITEMS) ?? [];
  if (courses.length === 0)
    return <p className="home-course-list__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>;
  return (
    <ul className="home-course-list">
      {courses.map((course) => (
        <li key={course.id} className="home-course-list__item">
          <Link to={buildPath(paths.courseDetails, { id: course.id })} className="home-course-list__name">
            <Localized value={localized(course, 'course_name')} />
          </Link>
          <span className="home-course-list__meta">
            <Trans>
              <time dateTime={course.start_from}>{formatCourseDate(course.start_from)}</time> to{' '}
              <time dateTime={course.end_to}>{formatCourseDate(course.end_to)}</time>
            </Trans>
            {course.location ? (
              <>
                {' · '}
                <Localized value={localized(course, 'location')} />
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
