import type { TAdminApplicationListResponse, TAdminApplicationRow } from '@iiidem/shared/admin/applications';
import { Link } from 'react-router';
import { adminPaths } from '../admin-paths';
import { useAdminData } from '../ui/admin-api';

/** '/admin/applications/12?status=2&sort=name': an application seen from a filtered, sorted list. */
export function applicationInListPath(id: number, search: Record<string, string>): string {
  return `${adminPaths.applicationDetail.replace(':id', String(id))}${toQuery(search)}`;
}

function toQuery(values: Record<string, string>): string {
  const text = new URLSearchParams(values).toString();
  return text ? `?${text}` : '';
}

function withPage(search: Record<string, string>, page: number): Record<string, string> {
  const { page: _page, ...rest } = search;
  return page > 1 ? { ...rest, page: String(page) } : rest;
}

type Neighbour = { row: TAdminApplicationRow; search: Record<string, string> };

/**
 * The applications before and after `id` in the list the staff member came from (its filters, sort and page
 * in `search`): the page's own rows, or the last row of the page before / the first of the page after.
 */
function useNeighbours(id: number, search: Record<string, string>) {
  const page = Number(search.page ?? '1');
  const { data } = useAdminData<TAdminApplicationListResponse>(`/admin/applications${toQuery(search)}`);
  const rows = data?.data.applications ?? [];
  const index = rows.findIndex((row) => row.id === id);
  const found = data !== undefined && index >= 0;
  const needPrevious = found && index === 0 && page > 1;
  const needNext = found && index === rows.length - 1 && page < (data?.data.pager.total_pages ?? 0);
  const previousSearch = withPage(search, page - 1);
  const nextSearch = withPage(search, page + 1);
  const { data: previousPage } = useAdminData<TAdminApplicationListResponse>(
    needPrevious ? `/admin/applications${toQuery(previousSearch)}` : null,
  );
  const { data: nextPage } = useAdminData<TAdminApplicationListResponse>(
    needNext ? `/admin/applications${toQuery(nextSearch)}` : null,
  );
  if (!found) return { previous: undefined, next: undefined };
  const previousRow = index > 0 ? rows[index - 1] : previousPage?.data.applications.at(-1);
  const nextRow = index < rows.length - 1 ? rows[index + 1] : nextPage?.data.applications[0];
  const previous: Neighbour | undefined = previousRow && {
    row: previousRow,
    search: index > 0 ? search : previousSearch,
  };
  const next: Neighbour | undefined = nextRow && {
    row: nextRow,
    search: index < rows.length - 1 ? search : nextSearch,
  };
  return { previous, next };
}

const nameOf = (row: TAdminApplicationRow) => [row.first_name, row.last_name].filter(Boolean).join(' ');

/**
 * Previous / next application over the same filtered, sorted list as "Back to applications" (issue 19), so a
 * reviewer can go through a list without returning to it each time.
 */
export function ApplicationNeighbours({ id, search }: { id: number; search: Record<string, string> }) {
  const { previous, next } = useNeighbours(id, search);
  if (!previous && !next) return null;
  return (
    <nav className="application-neighbours" aria-label="Applications in the list">
      {previous ? (
        <Link to={applicationInListPath(previous.row.id, previous.search)} rel="prev">
          Previous application: {nameOf(previous.row)}
        </Link>
      ) : null}
      {next ? (
        <Link to={applicationInListPath(next.row.id, next.search)} rel="next">
          Next application: {nameOf(next.row)}
        </Link>
      ) : null}
    </nav>
  );
}
