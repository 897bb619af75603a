import {
  ACTIVITY_KINDS,
  formatActivityTime,
  type TActivityChange,
  type TActivityEntry,
  type TActivityListAnswer,
} from '@iiidem/shared/admin/activity';
import { isCalendarDate } from '@iiidem/shared/dates';
import { type FormEvent, useId, useState } from 'react';
import { DateInput } from '../../../components/form/date-field';
import { useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { ListState } from '../ui/admin-table';
import './activity.css';

/**
 * Back office "Activity" (issue 19, "Seeing the whole"): every change recorded in the audit log, newest first,
 * in words: who, what (with each field's old and new value), when in IST. Filter by person, kind and dates.
 */

/** Values longer than this are shortened, with "Show all" to read them whole. */
const SHORT_LENGTH = 120;

type Filters = { actor: string; kind: string; from: string; to: string };
const NO_FILTERS: Filters = { actor: '', kind: '', from: '', to: '' };

function queryOf(filters: Filters, before: number | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (before !== undefined) params.set('before', String(before));
  const text = params.toString();
  return `/admin/activity${text ? `?${text}` : ''}`;
}

function Value({ text }: { text: string }) {
  if (text === '') return <em className="activity__empty">(empty)</em>;
  if (text.length <= SHORT_LENGTH) return <>‘{text}’</>;
  return (
    <details className="activity__long">
      <summary>‘{text.slice(0, SHORT_LENGTH - 1)}…’ Show all</summary>
      <p>{text}</p>
    </details>
  );
}

function Change({ change }: { change: TActivityChange }) {
  return (
    <li>
      <span className="activity__label">{change.label}:</span> <Value text={change.from} /> → <Value text={change.to} />
    </li>
  );
}

function Entry({ entry }: { entry: TActivityEntry }) {
  return (
    <li className="activity__entry">
      <p className="activity__meta">
        <time dateTime={entry.at}>{formatActivityTime(entry.at)}</time>
        {' · '}
        {entry.actor ? (
          <>
            {entry.actor.name} (<a href={`mailto:${entry.actor.email}`}>{entry.actor.email}</a>)
          </>
        ) : (
          'An erased account'
        )}
        {' · '}
        {ACTIVITY_KINDS[entry.kind as keyof typeof ACTIVITY_KINDS] ?? entry.kind}
      </p>
      <p className="activity__summary">{entry.summary}</p>
      {entry.changes.length > 0 ? (
        <ul className="activity__changes">
          {entry.changes.map((change, index) => (
            // Two fields may share a label (a title under two names): the position keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
            <Change key={`${index}-${change.label}`} change={change} />
          ))}
        </ul>
      ) : null}
      {entry.note ? <p className="activity__note">Note: {entry.note}</p> : null}
    </li>
  );
}

export default function ActivityPage() {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages shown so far: the last one is the page on screen (undefined: the newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [dateError, setDateError] = useState<string | null>(null);
  const before = cursors.at(-1);
  const { data, error, isLoading } = useAdminData<TActivityListAnswer>(queryOf(filters, before));
  const items = data?.data.items ?? [];
  const people = data?.data.people ?? [];
  const next = data?.data.next_before ?? null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const bad = [draft.from, draft.to].some((value) => value !== '' && !isCalendarDate(value));
    if (bad) {
      setDateError('Type dates as DD-MM-YYYY, or leave them empty.');
      return;
    }
    if (draft.from && draft.to && draft.from > draft.to) {
      setDateError('The "From" date must not be after the "To" date.');
      return;
    }
    setDateError(null);
    setFilters(draft);
    setCursors([undefined]);
  };

  return (
    <AdminPage title="Activity">
      <p>Every change made in the back office and by applicants, newest first. Times are India Standard Time.</p>
      <form className="admin-toolbar activity__filters" onSubmit={apply} aria-label="Filter the activity">
        <label>
          Person
          <select value={draft.actor} onChange={(event) => setDraft({ ...draft, actor: event.target.value })}>
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value })}>
            <option value="">All kinds</option>
            {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-from`}>
          From (DD-MM-YYYY)
          <DateInput
            id={`${id}-from`}
            value={draft.from}
            onChange={(value) => setDraft({ ...draft, from: value })}
            aria-invalid={dateError ? true : undefined}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          To (DD-MM-YYYY)
          <DateInput
            id={`${id}-to`}
            value={draft.to}
            onChange={(value) => setDraft({ ...draft, to: value })}
            aria-invalid={dateError ? true : undefined}
          />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {dateError ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {dateError}
        </p>
      ) : null}
      <ListState
        error={error}
        errorText="The activity could not be loaded."
        loading={isLoading}
        loadingText="Loading activity…"
        empty={items.length === 0}
        emptyText="No changes match."
      >
        <ol className="activity" aria-label="Changes, newest first">
          {items.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      </ListState>
      {cursors.length > 1 || next !== null ? (
        <nav className="admin-pager" aria-label="Pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={cursors.length <= 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Newer changes
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={next === null}
            onClick={() => next !== null && setCursors([...cursors, next])}
          >
            Older changes
          </button>
        </nav>
      ) : null}
    </AdminPage>
  );
}
