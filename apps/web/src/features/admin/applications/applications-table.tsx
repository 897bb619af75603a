import {
  applicationStatusLabel,
  type TAdminApplicationRow,
  type TApplicationSort,
  type TSortOrder,
  USER_TYPE_LABELS,
} from '@iiidem/shared/admin/applications';
import type { UserType } from '@iiidem/shared/constants';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { formatApplicationNumber } from '@iiidem/shared/nominations/application-number';
import { Link } from 'react-router';
import { TableScroll } from '../ui/table-scroll';
import { applicationInListPath } from './application-neighbours';

type ApplicationsTableProps = {
  rows: readonly TAdminApplicationRow[];
  sort: TApplicationSort;
  order: TSortOrder;
  onSort: (sort: TApplicationSort, order: TSortOrder) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], checked: boolean) => void;
  /** The list's filters, sort and page: each row's link carries them to the detail page (issue 19). */
  listSearch?: Record<string, string>;
};

const ORDER_NAMES: Record<TSortOrder, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

function SortHeader({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: TApplicationSort;
  label: string;
  sort: TApplicationSort;
  order: TSortOrder;
  onSort: ApplicationsTableProps['onSort'];
}) {
  const active = column === sort;
  const next: TSortOrder = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? ORDER_NAMES[order] : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column, next)}>
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
        <span className="visually-hidden">, sort {ORDER_NAMES[next]}</span>
      </button>
    </th>
  );
}

/** The applications of one page: a checkbox per row (and one for the page), sortable headers, a link per row. */
export function ApplicationsTable({
  rows,
  sort,
  order,
  onSort,
  selected,
  onSelect,
  listSearch = {},
}: ApplicationsTableProps) {
  const ids = rows.map((row) => row.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const header = { sort, order, onSort };
  return (
    <TableScroll captionId="applications-table-caption">
      <table className="admin-table">
        <caption id="applications-table-caption" className="visually-hidden">
          Applications, sorted by {sort.replace('_', ' ')} ({ORDER_NAMES[order]})
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select all applications on this page"
                checked={allSelected}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </th>
            <th scope="col">ID</th>
            <SortHeader column="name" label="Applicant" {...header} />
            <th scope="col">User type</th>
            <SortHeader column="course" label="Course" {...header} />
            <SortHeader column="status" label="Status" {...header} />
            <SortHeader column="created_at" label="Applied on" {...header} />
            <th scope="col">Completed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = `${row.first_name} ${row.last_name}`;
            return (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select application ${row.id} of ${name}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                  />
                </td>
                <td>
                  {row.id}
                  <br />
                  <span className="application-email">{formatApplicationNumber(row.id, new Date(row.created_at))}</span>
                </td>
                <td>
                  <Link to={applicationInListPath(row.id, listSearch)}>{name}</Link>
                  {row.possible_duplicate ? (
                    <>
                      {' '}
                      <span className="admin-badge">Possible duplicate</span>
                    </>
                  ) : null}
                  <br />
                  <span className="application-email">{row.email}</span>
                </td>
                <td>{row.user_type ? (USER_TYPE_LABELS[row.user_type as UserType] ?? row.user_type) : ''}</td>
                <td>
                  {row.course_name}
                  <br />
                  <span className="application-email">{row.program_type}</span>
                </td>
                <td>
                  <span className={`admin-badge application-status application-status--${row.status}`}>
                    {applicationStatusLabel(row.status)}
                  </span>
                </td>
                <td>{formatIstDateTime(row.created_at)}</td>
                <td>{row.completed_at ? formatIstDateTime(row.completed_at) : 'No'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
