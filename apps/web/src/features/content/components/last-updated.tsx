import { formatLongDate } from '@iiidem/shared/dates';
import './content.css';

/** The "Last updated: <date>" line at the foot of every content page. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="last-updated">
      Last updated: <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}
