import type { TAdminApplicationListResponse } from '@iiidem/shared/admin/applications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download-with-token';
import { useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { AdminPager } from './admin-pager';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';
import { BulkStatusBar } from './bulk-status-bar';
import { CourseSeats } from './course-seats';
import { useApplicationSearch } from './use-application-search';
import './applications.css';

/**
 * Back office, Applications (issue 7): filters and search kept in the URL, a sortable paged table, a bulk
 * status change with a preview, and the CSV export of the filtered list.
 */
export default function ApplicationsPage() {
  const search = useApplicationSearch();
  const { data, error, mutate, isLoading } = useAdminData<TAdminApplicationListResponse>(
    `/admin/applications${search.queryString}`,
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [listVersion, setListVersion] = useState(0);

  const select = (ids: readonly number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadWithToken(`/admin/applications/export.csv${search.exportQueryString}`, 'applications.csv');
    } catch (caught) {
      setExportError(caught instanceof ApiError ? caught.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const rows = data?.data.applications ?? [];
  return (
    <AdminPage
      title="Applications"
      actions={
        <button type="button" className="button button--secondary" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Preparing CSV…' : 'Export CSV'}
        </button>
      }
    >
      {exportError ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {exportError}
        </p>
      ) : null}
      <ApplicationFilters
        key={search.exportQueryString}
        values={search.search}
        onApply={(values) => {
          setNotice(null);
          search.setFilters(values);
        }}
      />
      {search.query.course_id !== undefined ? (
        <CourseSeats
          courseId={search.query.course_id}
          listVersion={listVersion}
          onPromoted={async (message) => {
            setNotice(message);
            await mutate();
          }}
        />
      ) : null}
      <p className="visually-hidden" role="status">
        {notice ?? ''}
      </p>
      {notice ? (
        <p className="admin-notice" aria-hidden="true">
          {notice}
        </p>
      ) : null}
      {selected.size > 0 ? (
        <BulkStatusBar
          selectedIds={[...selected]}
          onClearSelection={() => setSelected(new Set())}
          onApplied={async (message) => {
            setSelected(new Set());
            setNotice(message);
            setListVersion((version) => version + 1);
            await mutate();
          }}
        />
      ) : null}
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {error instanceof ApiError ? error.message : 'The applications could not be loaded.'}
        </p>
      ) : null}
      {isLoading && !data ? (
        <p role="status">Loading applications…</p>
      ) : data && rows.length === 0 ? (
        <p className="admin-notice">No applications match these filters.</p>
      ) : data ? (
        <>
          <ApplicationsTable
            rows={rows}
            sort={search.query.sort ?? 'created_at'}
            order={search.query.order ?? 'desc'}
            onSort={search.setSort}
            selected={selected}
            onSelect={select}
            listSearch={search.search}
          />
          <AdminPager pager={data.data.pager} onPage={search.setPage} noun="applications" />
        </>
      ) : null}
    </AdminPage>
  );
}
