import type { TCourse } from '@iiidem/shared/courses/api';
import { formatCourseDate } from '@iiidem/shared/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { Localized, type LocalizedText, useLocalized } from '../../lib/i18n/localized';
import { ApplyNowButton } from './apply-now-button';
import { COURSE_TEXT_MESSAGES } from './course-texts';
import './course-details.css';

/** Shown only when vip_speaker is exactly 'Yes' (spec 1 §2 Course detail). */
export function showsVipSpeaker(course: Pick<TCourse, 'vip_speaker'>): boolean {
  return course.vip_speaker === 'Yes';
}

/** Every field of a course (spec 1 §2 Course detail) and the Apply Now button. */
export function CourseDetails({ course }: { course: TCourse }) {
  const { i18n, t } = useLingui();
  const localized = useLocalized();
  const heldFrom = formatCourseDate(course.held_from);
  const heldTo = formatCourseDate(course.held_to);
  const facts: [label: string, value: LocalizedText | null][] = [
    [t`Application Open Date`, { text: formatCourseDate(course.start_from) }],
    [t`Application Close Date`, { text: formatCourseDate(course.end_to) }],
    // The days the course is held (issue 19): the two dates above are only the application window.
    [t`Course Dates`, { text: heldFrom === heldTo ? t`Held on ${heldFrom}` : t`Held from ${heldFrom} to ${heldTo}` }],
    [t`Duration`, course.duration ? localized(course, 'duration') : null],
    [t`Location`, course.location ? localized(course, 'location') : null],
    [i18n._(COURSE_TEXT_MESSAGES.modeOfTraining), course.course_type ? localized(course, 'course_type') : null],
  ];
  const sections: [heading: string, text: LocalizedText | null][] = [
    [t`About the Programme`, localized(course, 'program_desc')],
    [t`Faculty`, localized(course, 'faculty_desc')],
    [t`VIP Speaker`, showsVipSpeaker(course) ? localized(course, 'vip_speaker_desc') : null],
    [t`Resource Material`, localized(course, 'resource_material')],
    [t`Evaluation`, localized(course, 'evaluation_descp')],
  ];

  return (
    <div className="course-details">
      <section className="course-details__summary" aria-labelledby="course-summary-heading">
        <h2 id="course-summary-heading" className="visually-hidden">
          <Trans>Key dates and facts</Trans>
        </h2>
        <dl className="course-details__facts">
          {facts
            .filter(([, value]) => Boolean(value?.text))
            .map(([label, value]) => (
              <div key={label} className="course-details__fact">
                <dt>{label}</dt>
                <dd lang={value?.lang}>{value?.text}</dd>
              </div>
            ))}
        </dl>
        <ApplyNowButton course={course} />
      </section>
      {sections
        .filter(([, text]) => Boolean(text?.text.trim()))
        .map(([heading, text]) => (
          <section key={heading} className="course-details__section">
            <h2>{heading}</h2>
            {text && <Localized value={text} as="p" className="course-details__text" />}
          </section>
        ))}
    </div>
  );
}
