const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parseIsoDate(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2025-10-13' -> '13 October 2025' (day-month-year, no time zone involved: it is a calendar date). */
export function formatLongDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '2025-02-21' (or an ISO timestamp starting so) -> '21-02-2025', the portal's course date format. */
export function formatCourseDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** '2025-02-21' -> { key: '2025-02', label: 'February 2025' }. */
export function monthOf(iso: string): { key: string; label: string } {
  const { year, month } = parseIsoDate(iso);
  return { key: `${year}-${String(month).padStart(2, '0')}`, label: `${MONTHS[month - 1]} ${year}` };
}
