import { escapeCsvCell } from '@iiidem/shared/admin/applications';
import type { TParticipant } from '@iiidem/shared/admin/participants';
import { formatCourseDate } from '@iiidem/shared/dates';
import ExcelJS from 'exceljs';
import type { ParticipantCourseRecord } from './participants.repository';

/**
 * The participant list as a file (issue 19): CSV (as the applications export writes it: RFC 4180, a byte-order
 * mark, formula cells escaped) and XLSX (exceljs), the same columns in both.
 */

type Column = { header: string; width: number; value: (participant: TParticipant) => string | number };

export const PARTICIPANT_COLUMNS: readonly Column[] = [
  { header: 'Application ID', width: 14, value: (p) => p.application_id },
  { header: 'Name', width: 28, value: (p) => p.name },
  { header: 'Designation', width: 22, value: (p) => p.designation },
  { header: 'Work place', width: 28, value: (p) => p.work_place },
  { header: 'State or country', width: 20, value: (p) => p.state_or_country },
  { header: 'Mobile', width: 18, value: (p) => p.mobile },
  { header: 'E-mail', width: 30, value: (p) => p.email },
  { header: 'Gender', width: 10, value: (p) => p.gender },
  { header: 'Date of birth', width: 14, value: (p) => (p.date_of_birth ? formatCourseDate(p.date_of_birth) : '') },
  { header: 'Hostel', width: 8, value: (p) => p.hostel },
  { header: 'Status', width: 12, value: (p) => p.status_label },
  { header: 'Attended days', width: 10, value: (p) => p.attended_days },
  { header: 'Certificate number', width: 22, value: (p) => p.certificate_number },
];

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

export function participantsCsv(participants: readonly TParticipant[]): string {
  return (
    BOM +
    csvRecord(PARTICIPANT_COLUMNS.map((column) => column.header)) +
    participants.map((p) => csvRecord(PARTICIPANT_COLUMNS.map((column) => escapeCsvCell(column.value(p))))).join('')
  );
}

/** 'Held 14-12-2026 to 18-12-2026 · New Delhi', the line under the title. */
export function courseHeldLine(course: ParticipantCourseRecord): string {
  const held =
    course.held_from && course.held_to
      ? `Held ${formatCourseDate(course.held_from)} to ${formatCourseDate(course.held_to)}`
      : 'Held dates not set';
  return course.location ? `${held} · ${course.location}` : held;
}

/**
 * One sheet, 'Participants': the course title and its held dates on top, then the header row (bold, frozen
 * with the rows above it) and one row per participant. Cells are written as text, never as formulas, so a
 * name starting with '=' stays a name; the formula guard of the CSV is not needed here.
 */
export async function participantsXlsx(
  course: ParticipantCourseRecord,
  participants: readonly TParticipant[],
  now: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IIIDEM Portal';
  workbook.created = now;
  workbook.modified = now;
  const sheet = workbook.addWorksheet('Participants', {
    views: [{ state: 'frozen', ySplit: 3 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = PARTICIPANT_COLUMNS.map((column) => ({ width: column.width }));
  const title = sheet.addRow([course.course_name]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([courseHeldLine(course)]);
  const header = sheet.addRow(PARTICIPANT_COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  for (const participant of participants) {
    sheet.addRow(PARTICIPANT_COLUMNS.map((column) => column.value(participant)));
  }
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: PARTICIPANT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
