import { Fragment, type ReactNode, useState } from 'react';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, ListState } from '../ui/admin-table';
import { ContentNotice, type Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { GalleryTable, usePublishToggle } from './gallery-table';

type GalleryItem = { id: number; title: string; published: boolean };

export type GalleryFormProps<T> = {
  /** The item to edit; a new one is added when absent. */
  item: T | undefined;
  onSaved: (item: T, message: string) => void;
  onCancel: () => void;
};

type GallerySectionProps<T extends GalleryItem> = {
  title: string;
  noun: 'photo' | 'video';
  /** The list's address, e.g. '/admin/videos?category_id=1'. */
  listPath: string;
  /** One item's address, for Remove. */
  itemPath: (item: T) => string;
  caption: string;
  columns: readonly AdminColumn<T>[];
  emptyText: string;
  /** Sends the item with `published` flipped. */
  sendPublished: (item: T) => Promise<unknown>;
  /** The notice once published or hidden, e.g. '"Campus" is hidden from the public pages.' */
  publishedText: (item: T) => string;
  /** What removing one means, said in the confirmation. */
  removalDetail: string;
  renderForm: (props: GalleryFormProps<T>) => ReactNode;
  /** Above the notice (the photo categories); `closeForm` closes an open form. */
  header?: (closeForm: () => void) => ReactNode;
};

/** A gallery section of the back office (photos, videos): add, edit, publish or hide, remove. */
export function GallerySection<T extends GalleryItem>({
  title,
  noun,
  listPath,
  itemPath,
  caption,
  columns,
  emptyText,
  sendPublished,
  publishedText,
  removalDetail,
  renderForm,
  header,
}: GallerySectionProps<T>) {
  const { data, error, isLoading, mutate } = useAdminData<Answer<T[]>>(listPath);
  const [editing, setEditing] = useState<{ item: T | undefined } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const items = data?.data ?? [];
  const removal = useRemoval<T>(
    (item) => adminSend(itemPath(item), 'DELETE'),
    async (item) => {
      setNotice({ kind: 'success', text: `"${item.title}" was removed.` });
      await mutate();
    },
    `The ${noun} could not be removed. Please try again.`,
  );
  const publishing = usePublishToggle<T>({
    send: sendPublished,
    doneText: publishedText,
    failure: `The ${noun} could not be changed. Please try again.`,
    setNotice,
    reload: mutate,
  });

  const open = (item?: T) => {
    setNotice(null);
    setEditing({ item });
  };

  return (
    <AdminPage
      title={title}
      actions={
        <button type="button" className="button" onClick={() => open()}>
          Add {noun}
        </button>
      }
    >
      {header?.(() => setEditing(null))}
      <ContentNotice notice={notice} />
      {editing ? (
        // A new key per item, so the form starts from that item's values.
        <Fragment key={editing.item?.id ?? 'new'}>
          {renderForm({
            item: editing.item,
            onCancel: () => setEditing(null),
            onSaved: async (item, message) => {
              setEditing(null);
              setNotice({ kind: 'success', text: `${message} "${item.title}"` });
              await mutate();
            },
          })}
        </Fragment>
      ) : null}

      <ListState
        error={error}
        errorText={`The ${noun}s could not be loaded.`}
        loading={isLoading}
        loadingText={`Loading ${noun}s…`}
        empty={items.length === 0}
        emptyText={emptyText}
      >
        <GalleryTable
          noun={noun}
          caption={caption}
          items={items}
          columns={columns}
          busyId={publishing.busyId}
          onEdit={open}
          onTogglePublished={publishing.toggle}
          onRemove={removal.ask}
        />
      </ListState>

      <DeleteConfirmation
        subject={removal.target ? `the ${noun} "${removal.target.title}"` : null}
        detail={removalDetail}
        {...removal.dialog}
      />
    </AdminPage>
  );
}
