import type { TAdminPages } from '@iiidem/shared/admin/content-crud';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend, useAdminData } from './admin-api';
import { AdminPage } from './admin-page';
import { type ContentColumn, type ContentItem, ContentNotice, ContentTable, type Notice } from './content-table';
import { DeleteConfirmation } from './delete-confirmation';
import './content-admin.css';

/**
 * One back-office content section (courses, news and tenders, vacancies): a searchable, paged table with
 * Edit / Publish-Unpublish / Delete per row and a "New ..." button; the form replaces the table while open.
 */

export type ContentFormProps<T> = {
  /** The record to edit; null for a new one. */
  item: T | null;
  /** Called after a save with the server's message. */
  onSaved: (message: string) => void;
  onCancel: () => void;
};

type ContentAdminProps<T extends ContentItem> = {
  title: string;
  /** 'course', 'news item', 'vacancy' */
  noun: string;
  apiPath: string;
  titleOf: (item: T) => string;
  columns: readonly ContentColumn<T>[];
  Form: (props: ContentFormProps<T>) => ReactNode;
  /** What the delete confirmation says first about an item, e.g. that a course has applications (issue 19). */
  deleteWarning?: (item: T) => string | undefined;
};

type ListAnswer<T> = Answer<{ items: T[]; pages: TAdminPages }>;

export function ContentAdmin<T extends ContentItem>({
  title,
  noun,
  apiPath,
  titleOf,
  columns,
  Form,
  deleteWarning,
}: ContentAdminProps<T>) {
  const searchId = useId();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const params = new URLSearchParams({ page: String(page) });
  if (query) params.set('q', query);
  const { data, error, mutate } = useAdminData<ListAnswer<T>>(`${apiPath}?${params}`);
  const items = data?.data.items ?? [];
  const pages = data?.data.pages;
  const pageCount = pages ? Math.max(1, Math.ceil(pages.totalData / pages.limit)) : 1;

  // Back to the button that opened the form or dialog (or "New ...") once it has gone.
  useEffect(() => {
    if (editing || deleting) return;
    const target = returnFocus.current?.isConnected ? returnFocus.current : newButton.current;
    returnFocus.current = null;
    target?.focus();
  }, [editing, deleting]);

  const open = (item: T | null, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setNotice(null);
    setEditing({ item });
  };

  const saved = async (message: string) => {
    setEditing(null);
    setNotice({ kind: 'success', text: message });
    await mutate();
  };

  const togglePublished = async (item: T) => {
    setNotice(null);
    try {
      const answer = await adminSend<Answer<T>>(`${apiPath}/${item.id}/published`, 'PATCH', {
        published: !item.published,
      });
      setNotice({ kind: 'success', text: answer.message ?? 'Saved.' });
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure, 'The change could not be saved. Please try again.') });
    }
    await mutate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    try {
      const answer = await adminSend<Answer<unknown>>(`${apiPath}/${deleting.id}`, 'DELETE');
      setDeleting(null);
      setNotice({ kind: 'success', text: answer.message ?? `The ${noun} was deleted.` });
      if (items.length === 1 && page > 1) setPage(page - 1);
      await mutate();
    } catch (failure) {
      setDeleteError(serverMessage(failure, 'It could not be deleted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(search.trim());
    setPage(1);
  };

  return (
    <AdminPage
      title={title}
      actions={
        editing ? null : (
          <button ref={newButton} type="button" className="button" onClick={(e) => open(null, e.currentTarget)}>
            New {noun}
          </button>
        )
      }
    >
      <ContentNotice notice={notice} />
      {editing ? (
        <Form item={editing.item} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <>
          <search>
            <form className="admin-toolbar" onSubmit={submitSearch}>
              <label htmlFor={searchId}>
                Search by title
                <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              </label>
              <button type="submit" className="button button--secondary">
                Search
              </button>
            </form>
          </search>
          {error ? (
            <p className="admin-notice admin-notice--error" role="alert">
              {serverMessage(error, 'The list could not be loaded. Please try again.')}
            </p>
          ) : !data ? (
            <p role="status">Loading…</p>
          ) : items.length === 0 ? (
            <p>{query ? `No ${noun} matches “${query}”.` : `There is no ${noun} yet.`}</p>
          ) : (
            <ContentTable
              caption={`${title}, page ${page} of ${pageCount}`}
              items={items}
              columns={columns}
              titleOf={titleOf}
              onEdit={open}
              onTogglePublished={togglePublished}
              onDelete={(item, trigger) => {
                returnFocus.current = trigger;
                setDeleteError(null);
                setDeleting(item);
              }}
            />
          )}
          {pages && pageCount > 1 ? (
            <nav className="content-pager" aria-label={`${title} pages`}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous page
              </button>
              <p>
                Page {page} of {pageCount} ({pages.totalData} in all)
              </p>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </>
      )}
      <DeleteConfirmation
        subject={deleting ? `the ${noun} “${titleOf(deleting)}”` : null}
        detail={deleting ? deleteWarning?.(deleting) : undefined}
        busy={busy}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
