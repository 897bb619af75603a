import { MESSAGES } from '@iiidem/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Table } from '../../components/ui/table';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { buildPath, paths } from '../../paths';
import { useTrainings } from './trainings-api';
import './training-table.css';

/** The domestic trainings: name and code, each code linking to /program-details/{id} (spec 1 §2 Program overview). */
export function TrainingTable() {
  const { data, error, isLoading } = useTrainings();
  const { t } = useLingui();
  const localized = useLocalized();

  useEffect(() => {
    if (error) console.error('Loading the trainings failed', error);
  }, [error]);

  if (isLoading) {
    return (
      <p className="training-table__status" role="status">
        <Trans>Loading the national training programmes…</Trans>
      </p>
    );
  }
  const trainings = data?.data.training ?? [];
  if (trainings.length === 0)
    return <p className="training-table__status">{translateSharedText(MESSAGES.noDataAvailable)}</p>;

  return (
    <div className="training-table">
      <Table
        caption={t`National training programmes and their codes`}
        rows={trainings}
        rowKey={(training) => training.id}
        columns={[
          { header: t`S. No.`, cell: (_training, index) => index + 1 },
          { header: t`Training Name`, cell: (training) => <Localized value={localized(training, 'training_name')} /> },
          {
            header: t`Training Code`,
            cell: (training) => (
              <Link
                to={buildPath(paths.trainingDetails, { id: training.id })}
                aria-label={`${training.training_code}: ${localized(training, 'training_name').text}`}
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
