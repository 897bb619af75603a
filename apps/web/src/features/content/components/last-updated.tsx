import { formatLongDate } from '@iiidem/shared/dates';
import { Trans } from '@lingui/react/macro';
import { useLanguage } from '../../../lib/i18n/localized';
import './content.css';

/** The "Last updated: <date>" line at the foot of every content page. */
export function LastUpdated({ date }: { date: string }) {
  const language = useLanguage();
  const formatted = formatLongDate(date, language);
  return (
    <p className="last-updated">
      <Trans>
        Last updated: <time dateTime={date}>{formatted}</time>
      </Trans>
    </p>
  );
}
