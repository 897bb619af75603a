import type { TCourse } from '@iiidem/shared/courses/api';
import { formatCourseDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Localized, type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { buildPath, paths } from '../../paths';
import { useAppliedStatusText } from './applied-state';
import { COURSE_TEXT_MESSAGES } from './course-texts';
import { useMyCourseApplications } from './my-course-applications-api';
import './course-card.css';

type CourseCardProps = { course: TCourse };

/**
 * A course in the course list (spec 1 §2): name, 'Apply From', duration, 'Mode of Training', location, View Details;
 * and, once the signed-in applicant has applied, that they have with the status (issue 17).
 */
export function CourseCard({ course }: CourseCardProps) {
  const { i18n, t } = useLingui();
  const localized = useLocalized();
  const application = useMyCourseApplications().applicationFor(course.id);
  const statusText = useAppliedStatusText();
  const status = application ? statusText(application) : '';
  const name = localized(course, 'course_name');
  const viewDetails = i18n._(COURSE_TEXT_MESSAGES.viewDetails);
  const facts: [label: string, value: LocalizedText | null][] = [
    [i18n._(COURSE_TEXT_MESSAGES.applyFrom), { text: formatCourseDate(course.start_from) }],
    [t`Duration`, course.duration ? localized(course, 'duration') : null],
    [i18n._(COURSE_TEXT_MESSAGES.modeOfTraining), course.course_type ? localized(course, 'course_type') : null],
    [t`Location`, course.location ? localized(course, 'location') : null],
  ];
  return (
    <li className="course-card">
      <Localized value={name} as="h2" className="course-card__title" />
      <dl className="course-card__facts">
        {facts
          .filter(([, value]) => Boolean(value?.text))
          .map(([label, value]) => (
            <div key={label} className="course-card__fact">
              <dt>{label}</dt>
              <dd lang={value?.lang}>{value?.text}</dd>
            </div>
          ))}
      </dl>
      {application && (
        <p className="course-card__applied">
          <Trans>
            Applied: <strong>{status}</strong>
          </Trans>
        </p>
      )}
      <Link
        className="button course-card__link"
        to={buildPath(paths.courseDetails, { id: course.id })}
        aria-label={`${viewDetails}: ${name.text}`}
      >
        {viewDetails}
      </Link>
    </li>
  );
}
