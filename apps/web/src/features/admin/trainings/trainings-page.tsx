import type { TAdminTraining, TAdminTrainingListItem } from '@iiidem/shared/admin/trainings';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buildPath, paths } from '../../../paths';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable, ListState, RowButton, VisibilityBadge } from '../ui/admin-table';
import { ContentNotice, type Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { TrainingForm } from './training-form';
import { TrainingSessions } from './training-sessions';

/** /admin/trainings: the domestic trainings; ?id=N opens one with its sessions and files. */
export default function TrainingsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <TrainingDetail id={id} /> : <TrainingList />;
}

const COLUMNS: readonly AdminColumn<TAdminTrainingListItem>[] = [
  { header: 'Code', cell: (training) => training.training_code },
  { header: 'Name', cell: (training) => <Link to={`?id=${training.id}`}>{training.training_name}</Link> },
  { header: 'Sessions', cell: (training) => training.session_count },
  { header: 'Status', cell: (training) => <VisibilityBadge published={training.published} /> },
];

function TrainingList() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminTrainingListItem[]>>('/admin/trainings');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const trainings = data?.data ?? [];
  const removal = useRemoval<TAdminTrainingListItem>(
    (training) => adminSend(`/admin/trainings/${training.id}`, 'DELETE'),
    async (training) => {
      setNotice({ kind: 'success', text: `"${training.training_name}" was removed.` });
      await mutate();
    },
    'The training could not be removed. Please try again.',
  );

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
      <ContentNotice notice={notice} />
      {adding ? (
        <TrainingForm onCancel={() => setAdding(false)} onSaved={(training) => navigate(`?id=${training.id}`)} />
      ) : null}

      <ListState
        error={error}
        errorText="The trainings could not be loaded."
        loading={isLoading}
        loadingText="Loading trainings…"
        empty={trainings.length === 0}
        emptyText="No trainings yet."
      >
        <AdminTable
          caption="Domestic trainings, by code"
          items={trainings}
          columns={COLUMNS}
          actions={(training) => (
            <>
              <Link className="button button--secondary" to={`?id=${training.id}`}>
                Open<span className="visually-hidden"> training {training.training_code}</span>
              </Link>
              <RowButton context={`training ${training.training_code}`} onClick={() => removal.ask(training)}>
                Remove
              </RowButton>
            </>
          )}
        />
      </ListState>

      <DeleteConfirmation
        subject={removal.target ? `the training "${removal.target.training_name}"` : null}
        detail="The training, its sessions and their files are deleted and leave the public pages at once."
        {...removal.dialog}
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
      <ContentNotice notice={notice} />
      <ListState
        error={error}
        errorText="The training could not be loaded."
        loading={isLoading || !training}
        loadingText="Loading the training…"
      >
        {training ? (
          <>
            <TrainingForm
              key={`${training.id}-${training.training_code}-${training.published}`}
              training={training}
              onSaved={(_saved, message) => changed({ kind: 'success', text: message })}
            />
            <TrainingSessions training={training} onChanged={changed} />
          </>
        ) : null}
      </ListState>
    </AdminPage>
  );
}
