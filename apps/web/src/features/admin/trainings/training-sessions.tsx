import { unescapeHtml } from '@iiidem/shared/admin/gallery';
import type { TAdminTraining, TAdminTrainingFile, TAdminTrainingSession } from '@iiidem/shared/admin/trainings';
import type { TRAINING_FILE_TYPES } from '@iiidem/shared/constants';
import { useId, useState } from 'react';
import { adminSend } from '../ui/admin-api';
import { type AdminColumn, AdminTable, RowButton } from '../ui/admin-table';
import type { Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { SessionFileForm } from './session-file-form';
import { SessionForm } from './session-form';

type Editing =
  | { kind: 'session'; session?: TAdminTrainingSession }
  | { kind: 'file'; session: TAdminTrainingSession; file?: TAdminTrainingFile }
  | null;

type Removing =
  | { kind: 'session'; session: TAdminTrainingSession }
  | { kind: 'file'; session: TAdminTrainingSession; file: TAdminTrainingFile };

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

/** A file's kind in words (issue 19: not the stored codes 'IMG' and 'VIDEO'). */
const FILE_KIND_NAMES: Record<(typeof TRAINING_FILE_TYPES)[number], string> = {
  PDF: 'PDF document',
  IMG: 'Image',
  VIDEO: 'Video',
  URL: 'Link',
};

const FILE_COLUMNS: readonly AdminColumn<TAdminTrainingFile>[] = [
  { header: 'Type', cell: (file) => FILE_KIND_NAMES[file.file_type] },
  {
    header: 'Title',
    className: 'admin-break',
    cell: (file) => {
      const href = resourceOf(file);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {file.file_title_name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        file.file_title_name
      );
    },
  },
  { header: 'Order', cell: (file) => file.sort_order },
];

/** A training's sessions with their files: add, edit and remove each. */
export function TrainingSessions({ training, onChanged }: TrainingSessionsProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const sessions = training.sessions;
  const sessionsUrl = `/admin/trainings/${training.id}/sessions`;

  const saved = async (message: string) => {
    setEditing(null);
    await onChanged({ kind: 'success', text: message });
  };

  const removal = useRemoval<Removing>(
    (what) =>
      adminSend(
        what.kind === 'session'
          ? `${sessionsUrl}/${what.session.id}`
          : `${sessionsUrl}/${what.session.id}/files/${what.file.id}`,
        'DELETE',
      ),
    (what) =>
      onChanged({
        kind: 'success',
        text: `"${what.kind === 'session' ? what.session.session_name : what.file.file_title_name}" was removed.`,
      }),
  );
  const removing = removal.target;

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
                <RowButton
                  context={`session ${session.session_name}`}
                  onClick={() => setEditing({ kind: 'session', session })}
                >
                  Edit
                </RowButton>
                <RowButton context={`to ${session.session_name}`} onClick={() => setEditing({ kind: 'file', session })}>
                  Add file
                </RowButton>
                <RowButton
                  context={`session ${session.session_name}`}
                  onClick={() => removal.ask({ kind: 'session', session })}
                >
                  Remove
                </RowButton>
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
                <AdminTable
                  caption={`Files of ${session.session_name}`}
                  items={session.files}
                  columns={FILE_COLUMNS}
                  actions={(file) => (
                    <>
                      <RowButton
                        context={`file ${file.file_title_name}`}
                        onClick={() => setEditing({ kind: 'file', session, file })}
                      >
                        Edit
                      </RowButton>
                      <RowButton
                        context={`file ${file.file_title_name}`}
                        onClick={() => removal.ask({ kind: 'file', session, file })}
                      >
                        Remove
                      </RowButton>
                    </>
                  )}
                />
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
        {...removal.dialog}
      />
    </section>
  );
}
