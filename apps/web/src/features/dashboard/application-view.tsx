import { formatCourseDate } from '@iiidem/shared/dates';
import { DOMESTIC_SECTIONS } from '@iiidem/shared/nominations/domestic';
import type { FieldSpec, FormSection } from '@iiidem/shared/nominations/form-fields';
import { INTERNATIONAL_SECTIONS } from '@iiidem/shared/nominations/international';
import type { TMyApplication } from '@iiidem/shared/nominations/my-application';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { paths } from '../../paths';
import { ApplicationActions, ApplicationFactsList } from './application-actions';
import { StatusTrack } from './status-track';

const SECTIONS: Record<TMyApplication['form'], readonly FormSection[]> = {
  domestic: DOMESTIC_SECTIONS,
  international: INTERNATIONAL_SECTIONS,
};

/** The forms' English labels, hints and options in the page's language (the nominations' texts, given by the page). */
export type FormTextOf = (english: string) => string;

function shownValue(field: FieldSpec, value: string, formText: FormTextOf): string {
  if (!value) return '';
  if (field.kind === 'date') return formatCourseDate(value);
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? formText(option.label) : value;
}

function FieldValue({
  field,
  application,
  formText,
}: {
  field: FieldSpec;
  application: TMyApplication;
  formText: FormTextOf;
}) {
  const { t } = useLingui();
  if (field.kind === 'file') {
    const href = application.files[field.name];
    return href ? (
      <img className="application-view__image" src={href} alt={formText(field.label)} />
    ) : (
      <span className="application-view__empty">{t`Not given`}</span>
    );
  }
  const value = shownValue(field, application.values[field.name] ?? '', formText);
  return value ? (
    <span className="application-view__value">{value}</span>
  ) : (
    <span className="application-view__empty">{t`Not given`}</span>
  );
}

/**
 * The submitted nomination, read-only (issue 17): every field of its form in the form's sections and order, the
 * uploaded images through their short-lived addresses, the status track and the application's actions.
 */
export function ApplicationView({ application, formText }: { application: TMyApplication; formText: FormTextOf }) {
  const localized = useLocalized();
  const course = localized(application.course, 'course_name');
  return (
    <div className="application-view">
      <p className="application-view__course">
        <span className="application-view__course-label">
          <Trans>Course</Trans>:
        </span>{' '}
        <Localized value={course} />
      </p>
      <ApplicationFactsList application={application} />
      <StatusTrack status={application.application_status} />
      <ApplicationActions application={application} courseName={course.text} />
      {SECTIONS[application.form].map((section) => (
        <section key={section.id} className="application-view__section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{formText(section.title)}</h2>
          {section.groups.map((group, index) => (
            <div key={group.title ?? index} className="application-view__group">
              {group.title ? <h3>{formText(group.title)}</h3> : null}
              <dl className="my-courses__fields">
                {group.fields.map((field) => (
                  <div key={field.name} className="my-courses__field">
                    <dt>{formText(field.label)}</dt>
                    <dd>
                      <FieldValue field={field} application={application} formText={formText} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.dashboard}>
          <Trans>Back to My Courses</Trans>
        </Link>
      </p>
    </div>
  );
}
