import { MESSAGES } from '@iiidem/shared/messages';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Table } from '../../components/ui/table';
import { buildPath, paths } from '../../paths';
import { useTrainings } from './trainings-api';
import './training-table.css';

/** The domestic trainings: name and code, each code linking to /program-details/{id} (spec 1 §2 Program overview). */
export function TrainingTable() {
  const { data, error, isLoading } = useTrainings();

  useEffect(() => {
    if (error) console.error('Loading the trainings failed', error);
  }, [error]);

  if (isLoading) {
    return (
      <p className="training-table__status" role="status">
        Loading the national training programmes…
      </p>
    );
  }
  const trainings = data?.data.training ?? [];
  if (trainings.length === 0) return <p className="training-table__status">{MESSAGES.noDataAvailable}</p>;

  return (
    <div className="training-table">
      <Table
        caption="National training programmes and their codes"
        rows={trainings}
        rowKey={(training) => training.id}
        columns={[
          { header: 'S. No.', cell: (_training, index) => index + 1 },
          { header: 'Training Name', cell: (training) => training.training_name },
          {
            header: 'Training Code',
            cell: (training) => (
              <Link
                to={buildPath(paths.trainingDetails, { id: training.id })}
                aria-label={`${training.training_code}: ${training.training_name}`}
              >
                {training.training_code}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
