import { formatCourseDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { buildPath, paths } from '../../paths';
import { useCourseGroup } from './courses-api';
import { LoadingSpinner } from './loading-spinner';
import type { CourseGroup } from './program-groups';
import './course-group-list.css';

/** The ongoing or upcoming courses as a list of links (spec 1 §2 Lists by group), with a spinner while loading. */
export function CourseGroupList({ group }: { group: CourseGroup }) {
  const { data, error, isLoading } = useCourseGroup(group);
  const localized = useLocalized();

  useEffect(() => {
    if (error) console.error(`Loading the ${group} courses failed`, error);
  }, [error, group]);

  if (isLoading) return <LoadingSpinner />;
  const courses = data?.data.course ?? [];
  if (courses.length === 0)
    return <p className="course-group-list__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>;

  return (
    <ul className="course-group-list">
      {courses.map((course) => (
        <li key={course.id} className="course-group-list__item">
          <Link to={buildPath(paths.courseDetails, { id: course.id })} className="course-group-list__link">
            <Localized value={localized(course, 'course_name')} />
          </Link>
          <p className="course-group-list__meta">
            <Trans>
              {formatCourseDate(course.start_from)} to {formatCourseDate(course.end_to)}
            </Trans>
            {course.location ? (
              <>
                {' · '}
                <Localized value={localized(course, 'location')} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
