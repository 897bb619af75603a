import { NOTE_MAX_LENGTH, type TNote } from '@iiidem/shared/admin/review-aids';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { type FormEvent, useId, useState } from 'react';
import { FormMessage } from '../../../components/form/form-fields';
import { ApiError } from '../../../lib/api-client';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';

/**
 * Staff's internal notes on an application (issue 19): the applicant never sees them in the portal, though they
 * are part of the person's own data download (DPDP Act). Each shows its author and time (IST).
 */
export function NotesPanel({ applicationId, onAdded }: { applicationId: number; onAdded?: () => void }) {
  const id = useId();
  const { data, error, mutate } = useAdminData<Answer<TNote[]>>(`/admin/applications/${applicationId}/notes`);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const notes = data?.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!body.trim()) {
      setResult({ kind: 'error', text: 'Write the note.' });
      return;
    }
    setBusy(true);
    try {
      const answer = await adminSend<Answer<TNote>>(`/admin/applications/${applicationId}/notes`, 'POST', { body });
      setBody('');
      setResult({ kind: 'success', text: answer.message ?? 'Note added.' });
      await mutate();
      onAdded?.();
    } catch (caught) {
      setResult({ kind: 'error', text: caught instanceof ApiError ? caught.message : 'The note could not be added.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="review-notes">
      <h2 id={`${id}-heading`}>Internal notes</h2>
      <p className="admin-form__hint">
        For staff: the applicant does not see these notes in the portal, but they are part of the person's own data
        download (DPDP Act), so write only what you would show them.
      </p>
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          The notes could not be loaded.
        </p>
      ) : !notes ? (
        <p role="status">Loading notes…</p>
      ) : notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="application-timeline">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="review-notes__body">{note.body}</p>
              <span className="application-email">
                <time dateTime={note.created_at}>{formatIstDateTime(note.created_at)}</time> by{' '}
                {note.author ?? 'a removed account'}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form__row">
          <label htmlFor={`${id}-body`}>New note</label>
          <p id={`${id}-hint`} className="admin-form__hint">
            At most {NOTE_MAX_LENGTH} characters.
          </p>
          <textarea
            id={`${id}-body`}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            aria-describedby={`${id}-hint`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
        {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      </form>
    </section>
  );
}
