import { formatCourseDate, monthOf } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { useText } from '../../../features/content/text';
import { TRAINING_CALENDAR_CONTENT } from '../../../features/content/training-calendar';
import { useCalendarMonths } from '../../../features/content/training-calendar-data';
import { Localized, useLanguage, useLocalized } from '../../../lib/i18n/localized';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { PAGE_TITLES } from '../../../page-titles';
import { buildPath, paths } from '../../../paths';
import './training-calendar-page.css';

/** Courses by the month they start in, each linking to its detail page. */
export default function TrainingCalendarPage() {
  const content = TRAINING_CALENDAR_CONTENT;
  const text = useText();
  const localized = useLocalized();
  const language = useLanguage();
  const { months, isLoading } = useCalendarMonths();

  return (
    <ContentPage title={PAGE_TITLES.trainingCalendar} lastUpdated={content.lastUpdated} intro={content.intro}>
      {isLoading ? (
        <p role="status">{text(content.loading)}</p>
      ) : months.length === 0 ? (
        <p>{translateSharedText(MESSAGES.noDataAvailable)}</p>
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`calendar-${month.key}`} className="calendar-month">
            <h2 id={`calendar-${month.key}`} className="calendar-month__heading">
              {monthOf(`${month.key}-01`, language).label}
            </h2>
            <ul className="calendar-month__courses">
              {month.courses.map((course) => (
                <li key={course.id} className="calendar-course">
                  <h3 className="calendar-course__name">
                    <Link to={buildPath(paths.courseDetails, { id: course.id })}>
                      <Localized value={localized(course, 'course_name')} />
                    </Link>
                  </h3>
                  <dl className="calendar-course__facts">
                    <div>
                      <dt>{text(content.labels.dates)}:</dt>
                      <dd>
                        <Trans>
                          {formatCourseDate(course.start_from)} to {formatCourseDate(course.end_to)}
                        </Trans>
                      </dd>
                    </div>
                    {course.program_type?.program_name && (
                      <div>
                        <dt>{text(content.labels.programme)}:</dt>
                        <dd>{translateSharedText(course.program_type.program_name)}</dd>
                      </div>
                    )}
                    {course.course_type && (
                      <div>
                        <dt>{text(content.labels.mode)}:</dt>
                        <dd lang={localized(course, 'course_type').lang}>{localized(course, 'course_type').text}</dd>
                      </div>
                    )}
                    {course.location && (
                      <div>
                        <dt>{text(content.labels.location)}:</dt>
                        <dd lang={localized(course, 'location').lang}>{localized(course, 'location').text}</dd>
                      </div>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </ContentPage>
  );
}
