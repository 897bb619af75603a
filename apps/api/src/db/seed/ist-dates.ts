import { INSTITUTE_TIME_ZONE } from '@iiidem/shared/constants';

const calendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) that `instant` falls on in India Standard Time. */
export function istDate(instant: Date): string {
  return calendarDate.format(instant);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
