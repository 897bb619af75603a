import { formatCourseDate } from '@iiidem/shared/dates';
import { MESSAGES } from '@iiidem/shared/messages';
import { Link } from 'react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { TRAINING_CALENDAR_CONTENT } from '../../../features/content/training-calendar';
import { useCalendarMonths } from '../../../features/content/training-calendar-data';
import { PAGE_TITLES } from '../../../page-titles';
import { buildPath, paths } from '../../../paths';
import './training-calendar-page.css';

/** Courses by the month they start in, each linking to its detail page. */
export default function TrainingCalendarPage() {
  const content = TRAINING_CALENDAR_CONTENT;
  const { months, isLoading } = useCalendarMonths();

  return (
    <ContentPage title={PAGE_TITLES.trainingCalendar} lastUpdated={content.lastUpdated} intro={content.intro}>
      {isLoading ? (
        <p role="status">{content.loading}</p>
      ) : months.length === 0 ? (
        <p>{MESSAGES.noDataAvailable}</p>
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`calendar-${month.key}`} className="calendar-month">
            <h2 id={`calendar-${month.key}`} className="calendar-month__heading">
              {month.label}
            </h2>
            <ul className="calendar-month__courses">
              {month.courses.map((course) => (
                <li key={course.id} className="calendar-course">
                  <h3 className="calendar-course__name">
                    <Link to={buildPath(paths.courseDetails, { id: course.id })}>{course.course_name}</Link>
                  </h3>
                  <dl className="calendar-course__facts">
                    <div>
                      <dt>{content.labels.dates}:</dt>
                      <dd>
                        {formatCourseDate(course.start_from)} to {formatCourseDate(course.end_to)}
                      </dd>
                    </div>
                    {course.program_type?.program_name && (
                      <div>
                        <dt>{content.labels.programme}:</dt>
                        <dd>{course.program_type.program_name}</dd>
                      </div>
                    )}
                    {course.course_type && (
                      <div>
                        <dt>{content.labels.mode}:</dt>
                        <dd>{course.course_type}</dd>
                      </div>
                    )}
                    {course.location && (
                      <div>
                        <dt>{content.labels.location}:</dt>
                        <dd>{course.location}</dd>
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
