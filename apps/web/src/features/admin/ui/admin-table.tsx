import { type ComponentProps, type ReactNode, useId } from 'react';
import { Table, type TableColumn } from '../../../components/ui/table';
import { serverMessage } from '../../../lib/api-errors';
import './admin-panels.css';
import './content-admin.css';
import { TableScroll } from './table-scroll';

/** The list table of a back-office section, its row buttons and the loading / failure / empty states around it. */

export type AdminColumn<T> = TableColumn<T>;

type AdminTableProps<T extends { id: number }> = {
  /** The table's accessible name (visually hidden). */
  caption: string;
  items: readonly T[];
  columns: readonly AdminColumn<T>[];
  /** The row's buttons and links, in an "Actions" column. */
  actions?: (item: T) => ReactNode;
  actionsClassName?: string;
};

export function AdminTable<T extends { id: number }>({
  caption,
  items,
  columns,
  actions,
  actionsClassName = 'admin-row-actions',
}: AdminTableProps<T>) {
  const captionId = useId();
  const allColumns = actions
    ? [...columns, { header: 'Actions', cell: (item: T) => <div className={actionsClassName}>{actions(item)}</div> }]
    : columns;
  return (
    <TableScroll captionId={captionId} className="content-table-wrap">
      <Table
        className={actions ? 'admin-table admin-table--actions' : 'admin-table'}
        caption={caption}
        captionId={captionId}
        hideCaption
        rows={items}
        rowKey={(item) => item.id}
        columns={allColumns}
      />
    </TableScroll>
  );
}

type RowButtonProps = Omit<ComponentProps<'button'>, 'type' | 'className'> & {
  /** Said only to screen readers after the visible text, e.g. 'photo Campus' ("Remove photo Campus"). */
  context: string;
};

/** A secondary button in a table row or a list item, named with its row for screen readers. */
export function RowButton({ context, children, ...button }: RowButtonProps) {
  return (
    <button type="button" className="button button--secondary" {...button}>
      {children}
      <span className="visually-hidden"> {context}</span>
    </button>
  );
}

/** 'Published' or 'Hidden' in a plain badge (gallery and trainings). */
export function VisibilityBadge({ published }: { published: boolean }) {
  return <span className="admin-badge">{published ? 'Published' : 'Hidden'}</span>;
}

type ListStateProps = {
  error: unknown;
  /** Text of the failure when the list could not be loaded. */
  errorText: string;
  loading: boolean;
  loadingText: string;
  empty?: boolean;
  emptyText?: ReactNode;
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
};

/** A loaded list (or record), or instead: the failure (announced), "Loading…" (a status) or the empty text. */
export function ListState({ error, errorText, loading, loadingText, empty, emptyText, children }: ListStateProps) {
  if (error) {
    return (
      <p className="admin-notice admin-notice--error" role="alert">
        {serverMessage(error, errorText)}
      </p>
    );
  }
  if (loading) return <p role="status">{loadingText}</p>;
  if (empty) return <p>{emptyText}</p>;
  return <>{children}</>;
}
