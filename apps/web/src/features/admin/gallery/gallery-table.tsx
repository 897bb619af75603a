import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { type AdminColumn, AdminTable, RowButton } from '../ui/admin-table';
import type { Notice } from '../ui/content-table';

type GalleryItem = { id: number; title: string; published: boolean };

type GalleryTableProps<T extends GalleryItem> = {
  /** 'photo' or 'video': said to screen readers in the row buttons ("Remove photo Campus"). */
  noun: string;
  caption: string;
  items: readonly T[];
  columns: readonly AdminColumn<T>[];
  /** The row being published or hidden (its button waits). */
  busyId: number | null;
  onEdit: (item: T) => void;
  onTogglePublished: (item: T) => void;
  onRemove: (item: T) => void;
};

/** The photos' or videos' table with Edit, Publish or Hide, and Remove per row. */
export function GalleryTable<T extends GalleryItem>({
  noun,
  busyId,
  onEdit,
  onTogglePublished,
  onRemove,
  ...table
}: GalleryTableProps<T>) {
  return (
    <AdminTable
      {...table}
      actions={(item) => (
        <>
          <RowButton context={`${noun} ${item.title}`} onClick={() => onEdit(item)}>
            Edit
          </RowButton>
          <RowButton
            context={`${noun} ${item.title}`}
            disabled={busyId === item.id}
            onClick={() => onTogglePublished(item)}
          >
            {item.published ? 'Hide' : 'Publish'}
          </RowButton>
          <RowButton context={`${noun} ${item.title}`} onClick={() => onRemove(item)}>
            Remove
          </RowButton>
        </>
      )}
    />
  );
}

type PublishToggle<T> = {
  /** Sends the item with `published` flipped. */
  send: (item: T) => Promise<unknown>;
  /** The notice once it is done, e.g. '"Campus" is hidden from the public pages.' */
  doneText: (item: T) => string;
  /** The notice when it failed (unless the server says why). */
  failure: string;
  setNotice: (notice: Notice) => void;
  reload: () => Promise<unknown>;
};

/** Publishing or hiding one row at a time: `busyId` is the row being changed. */
export function usePublishToggle<T extends { id: number }>({
  send,
  doneText,
  failure,
  setNotice,
  reload,
}: PublishToggle<T>) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const toggle = async (item: T) => {
    setBusyId(item.id);
    try {
      await send(item);
      setNotice({ kind: 'success', text: doneText(item) });
      await reload();
    } catch (caught) {
      setNotice({ kind: 'error', text: serverMessage(caught, failure) });
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, toggle };
}
