import { unescapeHtml } from '@iiidem/shared/admin/gallery';
import type { TAdminTraining, TAdminTrainingFile, TAdminTrainingSession } from '@iiidem/shared/admin/trainings';
import { useId, useRef, useState } from 'react';
import { serverMessage } from '../../accounts/api-errors';
import type { Notice } from '../gallery/admin-notice';
import { adminSend } from '../ui/admin-api';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { SessionFileForm } from './session-file-form';
import { SessionForm } from './session-form';

type Editing =
  | { kind: 'session'; session?: TAdminTrainingSession }
  | { kind: 'file'; session: TAdminTrainingSession; file?: TAdminTrainingFile }
  | null;

type Removing =
  | { kind: 'session'; session: TAdminTrainingSession }
  | { kind: 'file'; session: TAdminTrainingSession; file: TAdminTrainingFile }
  | null;

type TrainingSessionsProps = {
  training: TAdminTraining;
  /** Reports a change (to show a notice and reload the training). */
  onChanged: (notice: Notice) => void | Promise<void>;
};

const nextOrder = (items: readonly { sort_order: number }[]) =>
  items.reduce((highest, item) => Math.max(highest, item.sort_order), 0) + 1;

/** The address or stored file a session file points to, as a link. */
function resourceOf(file: TAdminTrainingFile): string | null {
  const value = file.pdf ?? file.image ?? file.video ?? file.video_url;
  return value ? unescapeHtml(value) : null;
}

/** A training's sessions with their files: add, edit and remove each. */
export function TrainingSessions({ training, onChanged }: TrainingSessionsProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const sessions = training.sessions;
  const sessionsUrl = `/admin/trainings/${training.id}/sessions`;

  const saved = async (message: string) => {
    setEditing(null);
    await onChanged({ kind: 'success', text: message });
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const url =
        removing.kind === 'session'
          ? `${sessionsUrl}/${removing.session.id}`
          : `${sessionsUrl}/${removing.session.id}/files/${removing.file.id}`;
      await adminSend(url, 'DELETE');
      const name = removing.kind === 'session' ? removing.session.session_name : removing.file.file_title_name;
      setRemoving(null);
      await onChanged({ kind: 'success', text: `"${name}" was removed.` });
    } catch (failure) {
      setRemoveError(serverMessage(failure, 'It could not be removed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const askRemove = (what: NonNullable<Removing>) => {
    lastTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRemoveError(null);
    setRemoving(what);
  };

  return (
    <section aria-labelledby={headingId} className="admin-sessions">
      <div className="admin-page__header">
        <h2 id={headingId} className="admin-panel__title">
          Sessions
        </h2>
        <button type="button" className="button" onClick={() => setEditing({ kind: 'session' })}>
          Add session
        </button>
      </div>

      {editing?.kind === 'session' && !editing.session ? (
        <SessionForm
          trainingId={training.id}
          nextOrder={nextOrder(sessions)}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {sessions.length === 0 ? <p>No sessions yet.</p> : null}

      <ol className="admin-session-list">
        {sessions.map((session) => {
          const sessionHeading = `admin-session-${session.id}`;
          return (
            <li key={session.id} className="admin-panel">
              <h3 id={sessionHeading} className="admin-panel__title">
                {session.session_name}
              </h3>
              <p className="admin-form__hint">Order {session.sort_order}</p>
              {session.session_desc ? <p>{session.session_desc}</p> : null}
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing({ kind: 'session', session })}
                >
                  Edit<span className="visually-hidden"> session {session.session_name}</span>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing({ kind: 'file', session })}
                >
                  Add file<span className="visually-hidden"> to {session.session_name}</span>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => askRemove({ kind: 'session', session })}
                >
                  Remove<span className="visually-hidden"> session {session.session_name}</span>
                </button>
              </div>

              {editing?.kind === 'session' && editing.session?.id === session.id ? (
                <SessionForm
                  trainingId={training.id}
                  session={session}
                  nextOrder={session.sort_order}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : null}

              {editing?.kind === 'file' && editing.session.id === session.id ? (
                <SessionFileForm
                  key={editing.file?.id ?? 'new'}
                  trainingId={training.id}
                  sessionId={session.id}
                  sessionName={session.session_name}
                  file={editing.file}
                  nextOrder={editing.file?.sort_order ?? nextOrder(session.files)}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : null}

              {session.files.length === 0 ? (
                <p>No files in this session.</p>
              ) : (
                <div className="admin-table-wrap">
                  <table className="admin-table">
                    <caption className="visually-hidden">Files of {session.session_name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Type</th>
                        <th scope="col">Title</th>
                        <th scope="col">Order</th>
                        <th scope="col">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {session.files.map((file) => {
                        const href = resourceOf(file);
                        return (
                          <tr key={file.id}>
                            <td>{file.file_type}</td>
                            <td className="admin-break">
                              {href ? (
                                <a href={href} target="_blank" rel="noopener noreferrer">
                                  {file.file_title_name}
                                  <span className="visually-hidden"> (opens in a new tab)</span>
                                </a>
                              ) : (
                                file.file_title_name
                              )}
                            </td>
                            <td>{file.sort_order}</td>
                            <td>
                              <div className="admin-row-actions">
                                <button
                                  type="button"
                                  className="button button--secondary"
                                  onClick={() => setEditing({ kind: 'file', session, file })}
                                >
                                  Edit<span className="visually-hidden"> file {file.file_title_name}</span>
                                </button>
                                <button
                                  type="button"
                                  className="button button--secondary"
                                  onClick={() => askRemove({ kind: 'file', session, file })}
                                >
                                  Remove<span className="visually-hidden"> file {file.file_title_name}</span>
                                </button>
                              </div>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          );
        })}
      </ol>

      <DeleteConfirmation
        subject={
          removing?.kind === 'session'
            ? `the session "${removing.session.session_name}"`
            : removing?.kind === 'file'
              ? `the file "${removing.file.file_title_name}"`
              : null
        }
        detail={
          removing?.kind === 'session'
            ? 'The session and all its files are deleted and leave the public page at once.'
            : 'The file is deleted and leaves the public page at once.'
        }
        busy={busy}
        error={removeError}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          if (lastTrigger.current?.isConnected) lastTrigger.current.focus();
        }}
      />
    </section>
  );
}
