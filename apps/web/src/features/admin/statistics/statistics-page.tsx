import {
  STATISTICS_MESSAGES,
  STATISTICS_TABLES,
  STATISTICS_YEARS,
  type TStatisticsAnswer,
  type TStatisticsTable,
} from '@iiidem/shared/admin/statistics';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api-errors';
import { downloadWithToken } from '../../../lib/download-with-token';
import { useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { ListState } from '../ui/admin-table';
import { HomeFiguresSection } from './home-figures-section';
import { StatisticsSection } from './statistics-section';
import './statistics.css';

const YEAR = /^\d{4}$/;

/** The year range from the page's address: a year the API would refuse is left out. */
function readRange(params: URLSearchParams): { from_year?: string; to_year?: string } {
  const range: { from_year?: string; to_year?: string } = {};
  for (const key of ['from_year', 'to_year'] as const) {
    const value = params.get(key);
    if (value && YEAR.test(value) && Number(value) >= STATISTICS_YEARS.min && Number(value) <= STATISTICS_YEARS.max)
      range[key] = value;
  }
  if (range.from_year && range.to_year && range.from_year > range.to_year) delete range.to_year;
  return range;
}

/**
 * Back office "Statistics" (issue 19): the home page's figures computed from every year's participants (which
 * staff can put on the home page), then participants for the annual report by programme type, course, state,
 * country, gender and year, each as a chart and a table with a CSV download, for a range of years kept in the
 * address.
 */
export default function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const query = new URLSearchParams(range).toString();
  const suffix = query ? `?${query}` : '';
  const { data, error, isLoading } = useAdminData<TStatisticsAnswer>(`/admin/statistics${suffix}`);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const statistics = data?.data;

  const applyRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of ['from_year', 'to_year']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(readRange(new URLSearchParams(next)));
  };

  const exportTable = async (table: TStatisticsTable) => {
    setExporting(true);
    setFailure(null);
    try {
      const tableQuery = new URLSearchParams({ table, ...range }).toString();
      await downloadWithToken(`/admin/statistics/export.csv?${tableQuery}`, `participants-by-${table}.csv`);
    } catch (caught) {
      setFailure(serverMessage(caught, 'The CSV file could not be made.'));
    } finally {
      setExporting(false);
    }
  };

  const years =
    range.from_year || range.to_year
      ? `${range.from_year ?? 'the first year'} to ${range.to_year ?? 'now'}`
      : 'all years';

  return (
    <AdminPage title="Statistics">
      <p>{STATISTICS_MESSAGES.participantsDefinition}</p>
      <HomeFiguresSection />
      <h2>Participants in {years}</h2>
      <form className="statistics-range" onSubmit={applyRange} key={query}>
        <div>
          <label htmlFor="statistics-from-year">From year</label>
          <input
            id="statistics-from-year"
            name="from_year"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            defaultValue={range.from_year ?? ''}
          />
        </div>
        <div>
          <label htmlFor="statistics-to-year">To year</label>
          <input
            id="statistics-to-year"
            name="to_year"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            defaultValue={range.to_year ?? ''}
          />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {failure ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <ListState
        error={error}
        errorText="The statistics could not be loaded."
        loading={isLoading}
        loadingText="Loading the statistics…"
      >
        {statistics ? (
          <>
            <ul className="statistics-totals">
              <li>
                <strong>{statistics.participants}</strong> participants
              </li>
              <li>
                <strong>{statistics.courses}</strong> courses
              </li>
              <li>
                <strong>{statistics.countries}</strong> countries
              </li>
            </ul>
            {STATISTICS_TABLES.map((table) => (
              <StatisticsSection
                key={table}
                table={table}
                rows={statistics.tables[table]}
                onExport={exportTable}
                exporting={exporting}
              />
            ))}
          </>
        ) : null}
      </ListState>
    </AdminPage>
  );
}
