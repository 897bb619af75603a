import type { TAdminApplicationDetail } from '@iiidem/shared/admin/applications';
import { formatCourseDate } from '@iiidem/shared/dates';
import { DOMESTIC_SECTIONS } from '@iiidem/shared/nominations/domestic';
import { type FieldSpec, type FormSection, fieldsOf } from '@iiidem/shared/nominations/form-fields';
import { INTERNATIONAL_SECTIONS } from '@iiidem/shared/nominations/international';
import { ProtectedImage } from './protected-image';

type Detail = Pick<TAdminApplicationDetail, 'form' | 'details' | 'value_names'>;

/** A stored value as the form's reader would say it: option labels, country and state names, dd-mm-yyyy. */
function readable(field: FieldSpec, detail: Detail): string {
  const value = detail.details[field.name];
  if (value === null || value === undefined || value === '') return '—';
  const named = detail.value_names[field.name];
  if (named) return `${named} (${value})`;
  if (field.kind === 'date') return formatCourseDate(value);
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? option.label : value;
}

function Fields({ fields, detail, person }: { fields: readonly FieldSpec[]; detail: Detail; person: string }) {
  const images = fields.filter((field) => field.kind === 'file');
  const texts = fields.filter((field) => field.kind !== 'file');
  return (
    <>
      {images.length > 0 ? (
        <div className="application-images">
          {images.map((field) => (
            <figure key={field.name}>
              <figcaption>{field.label}</figcaption>
              <ProtectedImage src={detail.details[field.name]} alt={`${field.label} of ${person}`} />
            </figure>
          ))}
        </div>
      ) : null}
      {texts.length > 0 ? (
        <dl className="application-fields">
          {texts.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{readable(field, detail)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/**
 * Every field of the nomination, in the sections and order of the form the applicant filled in (spec 2 §3);
 * anything stored that the form does not describe is listed at the end, so nothing is hidden.
 */
export function NominationSections({ detail, person }: { detail: Detail; person: string }) {
  const sections: readonly FormSection[] = detail.form === 'international' ? INTERNATIONAL_SECTIONS : DOMESTIC_SECTIONS;
  const known = new Set(fieldsOf(sections).map((field) => field.name));
  const others: FieldSpec[] = Object.keys(detail.details)
    .filter((name) => !known.has(name))
    .map((name) => ({ name, label: name.replace(/_/g, ' '), kind: 'text' }));
  return (
    <section aria-labelledby="nomination-heading">
      <h2 id="nomination-heading">
        {detail.form === 'international' ? 'International nomination' : 'Domestic nomination'}
      </h2>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`nomination-${section.id}`} className="application-section">
          <h3 id={`nomination-${section.id}`}>{section.title}</h3>
          {section.groups.map((group, index) => (
            <div key={group.title ?? index}>
              {group.title ? <h4>{group.title}</h4> : null}
              <Fields fields={group.fields} detail={detail} person={person} />
            </div>
          ))}
        </section>
      ))}
      {others.length > 0 ? (
        <section aria-labelledby="nomination-other" className="application-section">
          <h3 id="nomination-other">Other stored fields</h3>
          <Fields fields={others} detail={detail} person={person} />
        </section>
      ) : null}
    </section>
  );
}
