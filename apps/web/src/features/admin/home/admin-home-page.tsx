import type { TAdminHomeAnswer, TAdminHomeCourse } from '@iiidem/shared/admin/statistics';
import { NEW_APPLICATION_DAYS } from '@iiidem/shared/admin/statistics';
import { formatCourseDate } from '@iiidem/shared/dates';
import { useId } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumn } from '../../../components/ui/table';
import { adminPaths } from '../admin-paths';
import { useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { ListState } from '../ui/admin-table';
import { TableScroll } from '../ui/table-scroll';
import './admin-home.css';

/** The applications list filtered as a count says (the list reads these names from its address). */
export function applicationsLink(courseId: number, filters: Record<string, string>): string {
  return `${adminPaths.applications}?${new URLSearchParams({ course_id: String(courseId), ...filters })}`;
}

type CountColumn = {
  header: string;
  /** Said after the number to screen readers: "3 to review, Electoral Rolls". */
  words: string;
  count: (course: TAdminHomeCourse) => number;
  filters: (newSince: string) => Record<string, string>;
};

const COUNT_COLUMNS: readonly CountColumn[] = [
  { header: 'New', words: 'new', count: (course) => course.new, filters: (since) => ({ status: '1', from: since }) },
  { header: 'To review', words: 'to review', count: (course) => course.to_review, filters: () => ({ status: '1' }) },
  { header: 'Approved', words: 'approved', count: (course) => course.approved, filters: () => ({ status: '2' }) },
  { header: 'Waitlisted', words: 'waitlisted', count: (course) => course.waitlisted, filters: () => ({ status: '4' }) },
];

/**
 * Back office home (issue 19, "Seeing the whole"): each course with applications and its counts by status; each
 * count opens the applications list filtered to it.
 */
export default function AdminHomePage() {
  const captionId = useId();
  const { data, error, isLoading } = useAdminData<TAdminHomeAnswer>('/admin/home');
  const courses = data?.data.courses ?? [];
  const newSince = data?.data.new_since ?? '';

  const countCell = (column: Pick<CountColumn, 'words'>, course: TAdminHomeCourse, count: number, to: string) =>
    count === 0 ? (
      <span>
        0<span className="visually-hidden"> {column.words}</span>
      </span>
    ) : (
      <Link to={to}>
        {count}
        <span className="visually-hidden">
          {' '}
          {column.words}, {course.course_name}
        </span>
      </Link>
    );

  const columns: readonly TableColumn<TAdminHomeCourse>[] = [
    {
      header: 'Course',
      rowHeader: true,
      cell: (course) => (
        <>
          {course.course_name}
          {course.held_from ? (
            <span className="admin-home__held"> Held from {formatCourseDate(course.held_from)}</span>
          ) : null}
        </>
      ),
    },
    ...COUNT_COLUMNS.map(
      (column): TableColumn<TAdminHomeCourse> => ({
        header: column.header,
        className: 'admin-home__count',
        cell: (course) =>
          countCell(column, course, column.count(course), applicationsLink(course.course_id, column.filters(newSince))),
      }),
    ),
    {
      header: 'Seats left',
      className: 'admin-home__count',
      cell: (course) => (course.seats_left === null ? 'No limit' : course.seats_left),
    },
    {
      header: 'Completed',
      className: 'admin-home__count',
      cell: (course) =>
        countCell(
          { words: 'completed' },
          course,
          course.completed,
          applicationsLink(course.course_id, { completed: 'true' }),
        ),
    },
  ];

  return (
    <AdminPage
      title="Back office home"
      actions={
        <Link className="button button--secondary" to={adminPaths.statistics}>
          Statistics
        </Link>
      }
    >
      <p>
        Applications by course. New: received in the last {NEW_APPLICATION_DAYS} days. To review: received and waiting
        for a decision. Seats left: the course’s capacity less its approved applications. Select a number to open the
        list of those applications.
      </p>
      <ListState
        error={error}
        errorText="The counts could not be loaded."
        loading={isLoading}
        loadingText="Loading the counts…"
        empty={courses.length === 0}
        emptyText="No applications yet."
      >
        <TableScroll captionId={captionId} className="content-table-wrap">
          <Table
            className="admin-table admin-home__table"
            caption="Applications by course and status"
            captionId={captionId}
            rows={courses}
            rowKey={(course) => course.course_id}
            columns={columns}
          />
        </TableScroll>
      </ListState>
    </AdminPage>
  );
}
