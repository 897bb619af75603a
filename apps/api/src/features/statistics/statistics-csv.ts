import { escapeCsvCell } from '@iiidem/shared/admin/applications';
import { STATISTICS_TABLE_KEYS, type TStatisticsRow, type TStatisticsTable } from '@iiidem/shared/admin/statistics';

/** A byte-order mark, so a spreadsheet reads the file as UTF-8 (state and country names). */
const BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field, formula-escaped (a course name may start with '='). */
function csvField(value: string | number): string {
  const text = escapeCsvCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const record = (cells: (string | number)[]) => `${cells.map(csvField).join(',')}\r\n`;

/** One statistics table as CSV: its key column and Participants, then a Total row. */
export function statisticsCsv(table: TStatisticsTable, rows: readonly TStatisticsRow[]): string {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    BOM +
    record([STATISTICS_TABLE_KEYS[table], 'Participants']) +
    rows.map((row) => record([row.label, row.count])).join('') +
    record(['Total', total])
  );
}

/** 'participants-by-state-2020-2025.csv' (the years as asked; 'all-years' without a range). */
export function statisticsCsvFileName(table: TStatisticsTable, fromYear?: number, toYear?: number): string {
  const years = fromYear || toYear ? `${fromYear ?? 'to'}-${toYear ?? 'now'}` : 'all-years';
  return `participants-by-${table.replace('_', '-')}-${years}.csv`;
}
