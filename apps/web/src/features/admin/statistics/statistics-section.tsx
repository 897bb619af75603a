import {
  STATISTICS_TABLE_KEYS,
  STATISTICS_TABLE_TITLES,
  type TStatisticsRow,
  type TStatisticsTable,
} from '@iiidem/shared/admin/statistics';
import { useId } from 'react';
import { Table, type TableColumn } from '../../../components/ui/table';
import { TableScroll } from '../ui/table-scroll';
import { StatisticsChart } from './statistics-chart';

type StatisticsSectionProps = {
  table: TStatisticsTable;
  rows: readonly TStatisticsRow[];
  onExport: (table: TStatisticsTable) => void;
  exporting: boolean;
};

/** One statistics table: its heading, its chart (hidden from screen readers) and the table with the same figures. */
export function StatisticsSection({ table, rows, onExport, exporting }: StatisticsSectionProps) {
  const headingId = useId();
  const captionId = useId();
  const title = STATISTICS_TABLE_TITLES[table];
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const columns: readonly TableColumn<TStatisticsRow>[] = [
    { header: STATISTICS_TABLE_KEYS[table], rowHeader: true, cell: (row) => row.label },
    { header: 'Participants', cell: (row) => row.count },
  ];
  return (
    <section className="statistics-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p>No participants in these years.</p>
      ) : (
        <div className="statistics-section__body">
          <StatisticsChart rows={rows} title={title} />
          <div>
            <TableScroll captionId={captionId} className="content-table-wrap">
              <Table
                className="admin-table statistics-table"
                caption={`${title} (table; total ${total})`}
                captionId={captionId}
                hideCaption
                rows={rows}
                rowKey={(row) => row.label}
                columns={columns}
              />
            </TableScroll>
            <p>
              Total: {total}.{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={exporting}
                onClick={() => onExport(table)}
              >
                Download CSV<span className="visually-hidden">: {title}</span>
              </button>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
