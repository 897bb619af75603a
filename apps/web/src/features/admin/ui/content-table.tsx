import type { ReactNode } from 'react';

/** The table of a back-office content section, its published badge and its notices. */

export type ContentItem = { id: number; published: boolean };
export type ContentColumn<T> = { header: string; cell: (item: T) => ReactNode };
export type Notice = { kind: 'success' | 'error'; text: string } | null;

export function ContentNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status">{notice?.kind === 'success' ? <p className="admin-notice">{notice.text}</p> : null}</div>
      <div role="alert">
        {notice?.kind === 'error' ? <p className="admin-notice admin-notice--error">{notice.text}</p> : null}
      </div>
    </>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span className={`admin-badge content-badge--${published ? 'published' : 'draft'}`}>
      {published ? 'Published' : 'Not published'}
    </span>
  );
}

type ContentTableProps<T extends ContentItem> = {
  caption: string;
  items: readonly T[];
  columns: readonly ContentColumn<T>[];
  titleOf: (item: T) => string;
  onEdit: (item: T, trigger: HTMLElement) => void;
  onTogglePublished: (item: T) => void;
  onDelete: (item: T, trigger: HTMLElement) => void;
};

/** Title, the section's columns, the published badge and Edit / Publish-Unpublish / Delete per row. */
export function ContentTable<T extends ContentItem>({
  caption,
  items,
  columns,
  titleOf,
  onEdit,
  onTogglePublished,
  onDelete,
}: ContentTableProps<T>) {
  return (
    <div className="admin-table-wrap content-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="content-table__title">
                {titleOf(item)}
              </th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              <td>
                <PublishedBadge published={item.published} />
              </td>
              <td>
                <div className="content-table__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={(e) => onEdit(item, e.currentTarget)}
                  >
                    Edit<span className="visually-hidden"> {titleOf(item)}</span>
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => onTogglePublished(item)}>
                    {item.published ? 'Unpublish' : 'Publish'}
                    <span className="visually-hidden"> {titleOf(item)}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={(e) => onDelete(item, e.currentTarget)}
                  >
                    Delete<span className="visually-hidden"> {titleOf(item)}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
