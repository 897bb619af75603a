import { type AdminColumn, AdminTable, RowButton } from './admin-table';

/** The table of a back-office content section, its published badge and its notices. */

export type ContentItem = { id: number; published: boolean };
export type ContentColumn<T> = AdminColumn<T>;
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
  const allColumns: AdminColumn<T>[] = [
    { header: 'Title', cell: titleOf, rowHeader: true, className: 'content-table__title' },
    ...columns,
    { header: 'Status', cell: (item) => <PublishedBadge published={item.published} /> },
  ];
  return (
    <AdminTable
      caption={caption}
      items={items}
      columns={allColumns}
      actionsClassName="content-table__actions"
      actions={(item) => (
        <>
          <RowButton context={titleOf(item)} onClick={(e) => onEdit(item, e.currentTarget)}>
            Edit
          </RowButton>
          <RowButton context={titleOf(item)} onClick={() => onTogglePublished(item)}>
            {item.published ? 'Unpublish' : 'Publish'}
          </RowButton>
          <RowButton context={titleOf(item)} onClick={(e) => onDelete(item, e.currentTarget)}>
            Delete
          </RowButton>
        </>
      )}
    />
  );
}
