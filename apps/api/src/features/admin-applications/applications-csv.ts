import {
  applicationStatusLabel,
  escapeCsvCell,
  type TAdminApplicationRow,
  USER_TYPE_LABELS,
} from '@iiidem/shared/admin/applications';
import type { UserType } from '@iiidem/shared/constants';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { stringify } from 'csv-stringify/sync';

/** The CSV export of the applications list: one header row, one row per application, every cell escaped. */

const COLUMNS = [
  'Application ID',
  'First name',
  'Last name',
  'E-mail',
  'User type',
  'Course ID',
  'Course',
  'Program type',
  'Status',
  'Status note',
  'Applied on',
  'Completed on',
] as const;

function csvRow(row: TAdminApplicationRow): string[] {
  return [
    row.id,
    row.first_name,
    row.last_name,
    row.email,
    row.user_type === null ? '' : (USER_TYPE_LABELS[row.user_type as UserType] ?? String(row.user_type)),
    row.course_id,
    row.course_name,
    row.program_type,
    applicationStatusLabel(row.status),
    row.status_note,
    formatIstDateTime(row.created_at),
    row.completed_at ? formatIstDateTime(row.completed_at) : '',
  ].map(escapeCsvCell);
}

/** The CSV text (with a byte-order mark, so spreadsheets read the names as UTF-8). */
export function applicationsCsv(rows: readonly TAdminApplicationRow[]): string {
  return stringify([[...COLUMNS], ...rows.map(csvRow)], { bom: true, record_delimiter: 'windows' });
}

/** 'applications-2025-02-21.csv' for the day (IST) of the export. */
export function applicationsCsvFileName(now: Date): string {
  return `applications-${formatIstDateTime(now).slice(0, 10)}.csv`;
}
