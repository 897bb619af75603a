import {
  applicationStatusLabel,
  escapeCsvCell,
  type TAdminApplicationRow,
  USER_TYPE_LABELS,
} from '@iiidem/shared/admin/applications';
import { SHORT_PRODUCT_NAME, type UserType } from '@iiidem/shared/constants';
import { formatIstDateTime } from '@iiidem/shared/dates';

/**
 * The CSV export of the applications list: one header row, one row per application, every cell escaped.
 * Written as it is read (issue 13): the text comes batch by batch from `applicationsCsvChunks`, so the first
 * bytes leave before the last rows are read and memory holds one batch whatever the export's size.
 */

const COLUMNS = [
  'Application ID',
  'Application number',
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

/** A byte-order mark first, so spreadsheets read the names as UTF-8. */
const BOM = '\uFEFF';
const RECORD_END = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/** One field of RFC 4180: quoted (its quotes doubled) when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRecord(cells: readonly string[]): string {
  return cells.map(csvField).join(',') + RECORD_END;
}

/**
 * '2025-02-21 14:05 IST', as formatIstDateTime writes it, without asking Intl for each cell (the export's
 * costliest step at thousands of rows): India has kept UTC+05:30 all year since 1945, so the IST clock is
 * the UTC clock moved on 5 h 30 min. Earlier instants go to formatIstDateTime.
 */
const IST_OFFSET_MS = 330 * 60_000;
const FAST_FROM = Date.UTC(1946, 0, 1);
/** Four-digit years only (toISOString writes '+010000-01-01' beyond). */
const FAST_UNTIL = Date.UTC(9999, 11, 31);
export function csvIstDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (!(time >= FAST_FROM && time < FAST_UNTIL)) return formatIstDateTime(iso);
  const shifted = new Date(time + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} IST`;
}

function csvRow(row: TAdminApplicationRow): string[] {
  const appliedOn = csvIstDateTime(row.created_at);
  return [
    row.id,
    // As formatApplicationNumber writes it (issue 17), the year taken from the IST time already written.
    `${SHORT_PRODUCT_NAME}/${appliedOn.slice(0, 4)}/${String(row.id).padStart(6, '0')}`,
    row.first_name,
    row.last_name,
    row.email,
    row.user_type === null ? '' : (USER_TYPE_LABELS[row.user_type as UserType] ?? String(row.user_type)),
    row.course_id,
    row.course_name,
    row.program_type,
    applicationStatusLabel(row.status),
    row.status_note,
    appliedOn,
    row.completed_at ? csvIstDateTime(row.completed_at) : '',
  ].map(escapeCsvCell);
}

/** The CSV text in pieces: the byte-order mark and header row, then one piece per batch of rows. */
export async function* applicationsCsvChunks(
  batches: AsyncIterable<readonly TAdminApplicationRow[]>,
): AsyncGenerator<string> {
  yield BOM + csvRecord(COLUMNS);
  for await (const rows of batches) {
    if (rows.length > 0) yield rows.map((row) => csvRecord(csvRow(row))).join('');
  }
}

/** 'applications-2025-02-21.csv' for the day (IST) of the export. */
export function applicationsCsvFileName(now: Date): string {
  return `applications-${formatIstDateTime(now).slice(0, 10)}.csv`;
}
