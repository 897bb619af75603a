import {
  APPLICATION_COURSE_OPTIONS_MAX,
  APPLICATION_FILTER_STATUSES,
  APPLICATION_STATUS_LABELS,
  type TApplicationCourseOptionsResponse,
  USER_TYPE_LABELS,
} from '@iiidem/shared/admin/applications';
import { PROGRAM_TYPE_NAMES, USER_TYPES } from '@iiidem/shared/constants';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useAdminData } from '../ui/admin-api';
import { FILTER_KEYS, type FilterValues } from './use-application-search';

type ApplicationFiltersProps = {
  values: Record<string, string>;
  onApply: (values: FilterValues) => void;
};

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <label>
      {label}
      {/* Re-created when the options change, so the chosen value shows once it exists. */}
      <select key={options.map((option) => option.value).join(',')} name={name} defaultValue={value ?? ''}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The list's filters and search, as a form: Apply writes them to the URL (the list follows), Clear removes
 * them. The form is re-created whenever the URL changes, so it always shows what the list shows.
 */
/** '?q=...&course_id=...' for the course options (the chosen course is always among them). */
function courseOptionsQuery(q: string, courseId: string | undefined): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (courseId) query.set('course_id', courseId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function ApplicationFilters({ values, onApply }: ApplicationFiltersProps) {
  const [courseSearch, setCourseSearch] = useState('');
  const courseQ = useDeferredValue(courseSearch.trim());
  const { data: courses } = useAdminData<TApplicationCourseOptionsResponse>(
    `/admin/applications/courses${courseOptionsQuery(courseQ, values.course_id)}`,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: FilterValues = {};
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    onApply(next);
  };

  return (
    <form className="admin-toolbar application-filters" onSubmit={submit} aria-label="Filter applications">
      <label>
        Search name or e-mail
        <input type="search" name="q" defaultValue={values.q ?? ''} maxLength={100} />
      </label>
      <div>
        <label>
          Find a course
          <input
            type="search"
            value={courseSearch}
            onChange={(event) => setCourseSearch(event.target.value)}
            maxLength={100}
            aria-describedby="course-search-hint"
          />
        </label>
        <p id="course-search-hint" className="admin-form__hint">
          The Course list shows the {APPLICATION_COURSE_OPTIONS_MAX} newest; type part of a name for others.
        </p>
      </div>
      <Select
        name="course_id"
        label="Course"
        value={values.course_id}
        options={(courses?.data ?? []).map((course) => ({ value: course.id, label: course.course_name }))}
      />
      <Select
        name="program_type_id"
        label="Program type"
        value={values.program_type_id}
        options={Object.entries(PROGRAM_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <Select
        name="status"
        label="Status"
        value={values.status}
        options={APPLICATION_FILTER_STATUSES.map((status) => ({
          value: status,
          label: APPLICATION_STATUS_LABELS[status],
        }))}
      />
      <Select
        name="user_type"
        label="User type"
        value={values.user_type}
        options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
      />
      <Select
        name="completed"
        label="Completed"
        value={values.completed}
        options={[
          { value: 'true', label: 'Completed' },
          { value: 'false', label: 'Not completed' },
        ]}
      />
      <label>
        Applied from
        <input type="date" name="from" defaultValue={values.from ?? ''} />
      </label>
      <label>
        Applied to
        <input type="date" name="to" defaultValue={values.to ?? ''} />
      </label>
      <div className="application-filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        <button type="button" className="button button--secondary" onClick={() => onApply({})}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
