import { applicationStatusLabel, type TTimelineEntry } from '@iiidem/shared/admin/applications';
import { formatIstDateTime } from '@iiidem/shared/dates';

const ACTION_NAMES: Record<string, string> = {
  'application.status': 'Status changed',
  'application.withdraw': 'Withdrawn by the applicant',
  'application.note': 'Internal note added',
};

function describeChange(entry: TTimelineEntry): string {
  // The note's text is under Internal notes, not in the log.
  if (entry.action === 'application.note') return '';
  if (entry.action === 'application.status' || entry.action === 'application.withdraw') {
    return `${applicationStatusLabel(entry.from)} → ${applicationStatusLabel(entry.to)}`;
  }
  const show = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const from = show(entry.from);
  const to = show(entry.to);
  return from || to ? `${from || '—'} → ${to || '—'}` : '';
}

/** Every recorded change of the application, oldest first: who, when (IST), from → to, and the note. */
export function StatusTimeline({ entries }: { entries: readonly TTimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      {entries.length === 0 ? (
        <p>No changes yet: the application is as the applicant sent it.</p>
      ) : (
        <ol className="application-timeline">
          {entries.map((entry) => (
            <li key={entry.id}>
              <strong>{ACTION_NAMES[entry.action] ?? entry.action}</strong>
              {describeChange(entry) ? `: ${describeChange(entry)}` : ''}
              <br />
              <span className="application-email">
                <time dateTime={entry.created_at}>{formatIstDateTime(entry.created_at)}</time> by{' '}
                {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'a removed account'}
              </span>
              {entry.note ? <p className="application-timeline__note">Note: {entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
