import { istCalendarDate } from '@iiidem/shared/dates';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import { DOMESTIC_SECTIONS } from '@iiidem/shared/nominations/domestic';
import { type FormSection, fieldsOf } from '@iiidem/shared/nominations/form-fields';
import { INTERNATIONAL_SECTIONS } from '@iiidem/shared/nominations/international';
import { canAddToCalendar, canWithdraw, type TMyApplication } from '@iiidem/shared/nominations/my-application';
import type { Executor } from '../../db/executor';
import {
  findCountryNames,
  findNominationDetails,
  findStateName,
  type MyApplicationRow,
} from './applications.repository';

const SECTIONS: Record<MyApplicationRow['form'], readonly FormSection[]> = {
  domestic: DOMESTIC_SECTIONS,
  international: INTERNATIONAL_SECTIONS,
};

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The submitted nomination as the applicant reads it back (issue 17): every text field of the form by its
 * payload name, countries and states by name, and the uploaded files through `link` (a short-lived address of
 * the private file, or null).
 */
export async function readMyApplication(
  db: Executor,
  row: MyApplicationRow,
  link: (key: string | null) => string | null,
): Promise<TMyApplication> {
  const details = (await findNominationDetails(db, row.form, row.id)) ?? {};
  const fields = fieldsOf(SECTIONS[row.form]);
  const countryIds = fields
    .filter((field) => field.kind === 'country-id')
    .map((field) => Number(details[field.name]))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const countryNames = await findCountryNames(db, countryIds);
  const values: Record<string, string> = {};
  const files: Record<string, string | null> = {};
  for (const field of fields) {
    const stored = details[field.name];
    if (field.kind === 'file') {
      files[field.name] = link(typeof stored === 'string' ? stored : null);
    } else if (field.kind === 'country-id') {
      values[field.name] = countryNames.get(Number(stored)) ?? asText(stored);
    } else if (field.kind === 'state' && typeof stored === 'string' && stored) {
      values[field.name] = (await findStateName(db, stored)) ?? stored;
    } else {
      values[field.name] = asText(stored);
    }
  }
  return {
    ...summaryOf(row),
    form: row.form,
    course: {
      id: row.course.id,
      course_name: row.course.course_name,
      course_nameHi: row.course.course_name_hi ?? '',
      start_from: row.course.start_from,
      end_to: row.course.end_to,
    },
    values,
    files,
  };
}

/** What the dashboard and the view say of an application besides its course: number, day, what may be done. */
export function summaryOf(row: {
  id: number;
  application_status: number;
  created_at: Date;
  completed_at: Date | null;
}) {
  const state = { application_status: row.application_status, completed: row.completed_at !== null };
  return {
    id: row.id,
    application_number: formatApplicationNumber(row.id, row.created_at),
    submitted_on: istCalendarDate(row.created_at),
    application_status: row.application_status,
    completed: state.completed,
    can_withdraw: canWithdraw(state),
    can_add_to_calendar: canAddToCalendar(state),
  };
}
