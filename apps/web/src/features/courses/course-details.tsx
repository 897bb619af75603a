import type { TCourse } from '@iiidem/shared/courses/api';
import { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import { formatCourseDate } from '@iiidem/shared/dates';
import { ApplyNowButton } from './apply-now-button';
import './course-details.css';

/** Shown only when vip_speaker is exactly 'Yes' (spec 1 §2 Course detail). */
export function showsVipSpeaker(course: Pick<TCourse, 'vip_speaker'>): boolean {
  return course.vip_speaker === 'Yes';
}

/** Every field of a course (spec 1 §2 Course detail) and the Apply Now button. */
export function CourseDetails({ course }: { course: TCourse }) {
  const facts: [label: string, value: string | null][] = [
    ['Application Open Date', formatCourseDate(course.start_from)],
    ['Application Close Date', formatCourseDate(course.end_to)],
    ['Duration', course.duration],
    ['Location', course.location],
    [COURSE_TEXTS.modeOfTraining, course.course_type],
  ];
  const sections: [heading: string, text: string | null][] = [
    ['About the Programme', course.program_desc],
    ['Faculty', course.faculty_desc],
    ['VIP Speaker', showsVipSpeaker(course) ? course.vip_speaker_desc : null],
    ['Resource Material', course.resource_material],
    ['Evaluation', course.evaluation_descp],
  ];

  return (
    <div className="course-details">
      <section className="course-details__summary" aria-labelledby="course-summary-heading">
        <h2 id="course-summary-heading" className="visually-hidden">
          Key dates and facts
        </h2>
        <dl className="course-details__facts">
          {facts
            .filter(([, value]) => Boolean(value))
            .map(([label, value]) => (
              <div key={label} className="course-details__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <ApplyNowButton course={course} />
      </section>
      {sections
        .filter(([, text]) => Boolean(text?.trim()))
        .map(([heading, text]) => (
          <section key={heading} className="course-details__section">
            <h2>{heading}</h2>
            <p className="course-details__text">{text}</p>
          </section>
        ))}
    </div>
  );
}
