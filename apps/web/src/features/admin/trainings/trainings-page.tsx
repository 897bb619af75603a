import type { TAdminTraining, TAdminTrainingListItem } from '@iiidem/shared/admin/trainings';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buildPath, paths } from '../../../paths';
import { serverMessage } from '../../accounts/api-errors';
import { AdminNotice, type Notice } from '../gallery/admin-notice';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { TrainingForm } from './training-form';
import { TrainingSessions } from './training-sessions';
import '../gallery/gallery-admin.css';

/** /admin/trainings: the domestic trainings; ?id=N opens one with its sessions and files. */
export default function TrainingsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <TrainingDetail id={id} /> : <TrainingList />;
}

function TrainingList() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminTrainingListItem[]>>('/admin/trainings');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<TAdminTrainingListItem | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const trainings = data?.data ?? [];

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await adminSend(`/admin/trainings/${removing.id}`, 'DELETE');
      setNotice({ kind: 'success', text: `"${removing.training_name}" was removed.` });
      setRemoving(null);
      await mutate();
    } catch (failure) {
      setRemoveError(serverMessage(failure, 'The training could not be removed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      title="Trainings"
      actions={
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          Add training
        </button>
      }
    >
      <AdminNotice notice={notice} />
      {adding ? (
        <TrainingForm onCancel={() => setAdding(false)} onSaved={(training) => navigate(`?id=${training.id}`)} />
      ) : null}

      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The trainings could not be loaded.')}
        </p>
      ) : isLoading ? (
        <p role="status">Loading trainings…</p>
      ) : trainings.length === 0 ? (
        <p>No trainings yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Domestic trainings, by code</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Name</th>
                <th scope="col">Sessions</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {trainings.map((training) => (
                <tr key={training.id}>
                  <td>{training.training_code}</td>
                  <td>
                    <Link to={`?id=${training.id}`}>{training.training_name}</Link>
                  </td>
                  <td>{training.session_count}</td>
                  <td>
                    <span className="admin-badge">{training.published ? 'Published' : 'Hidden'}</span>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <Link className="button button--secondary" to={`?id=${training.id}`}>
                        Open<span className="visually-hidden"> training {training.training_code}</span>
                      </Link>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          lastTrigger.current = document.activeElement as HTMLElement | null;
                          setRemoveError(null);
                          setRemoving(training);
                        }}
                      >
                        Remove<span className="visually-hidden"> training {training.training_code}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteConfirmation
        subject={removing ? `the training "${removing.training_name}"` : null}
        detail="The training, its sessions and their files are deleted and leave the public pages at once."
        busy={busy}
        error={removeError}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          if (lastTrigger.current?.isConnected) lastTrigger.current.focus();
        }}
      />
    </AdminPage>
  );
}

function TrainingDetail({ id }: { id: number }) {
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminTraining>>(`/admin/trainings/${id}`);
  const [notice, setNotice] = useState<Notice>(null);
  const training = data?.data;

  const changed = async (next: Notice) => {
    setNotice(next);
    await mutate();
  };

  return (
    <AdminPage
      title={training ? `Training ${training.training_code}` : 'Training'}
      actions={
        <>
          <Link className="button button--secondary" to=".">
            All trainings
          </Link>
          {training?.published ? (
            <a
              className="button button--secondary"
              href={buildPath(paths.trainingDetails, { id })}
              target="_blank"
              rel="noopener"
            >
              View public page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </>
      }
    >
      <AdminNotice notice={notice} />
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The training could not be loaded.')}
        </p>
      ) : isLoading || !training ? (
        <p role="status">Loading the training…</p>
      ) : (
        <>
          <TrainingForm
            key={`${training.id}-${training.training_code}-${training.published}`}
            training={training}
            onSaved={(_saved, message) => changed({ kind: 'success', text: message })}
          />
          <TrainingSessions training={training} onChanged={changed} />
        </>
      )}
    </AdminPage>
  );
}
