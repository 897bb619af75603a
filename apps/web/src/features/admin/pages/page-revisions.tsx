import type { TAdminPage, TPageRevision } from '@iiidem/shared/admin/pages';
import { formatIstDateTime } from '@iiidem/shared/dates';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { type Answer, adminSend } from '../ui/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TableScroll } from '../ui/table-scroll';

/** Every publish of the page, the newest first; any earlier one can be restored (published again). */
export function PageRevisions({
  page,
  onRestored,
}: {
  page: TAdminPage;
  onRestored: (answer: Answer<TAdminPage>) => void;
}) {
  const [restoring, setRestoring] = useState<TPageRevision | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    setError(null);
    try {
      onRestored(
        await adminSend<Answer<TAdminPage>>(`/admin/pages/${page.id}/revisions/${restoring.id}/restore`, 'POST'),
      );
      setRestoring(null);
    } catch (failure) {
      setError(serverMessage(failure, 'The revision could not be restored. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="page-revisions">
      <h2 id="page-revisions" className="admin-panel__title">
        Revisions
      </h2>
      {page.revisions.length === 0 ? (
        <p>The page has not been published yet.</p>
      ) : (
        <TableScroll captionId="page-revisions-caption">
          <table className="admin-table">
            <caption id="page-revisions-caption" className="visually-hidden">
              Revisions of the page, the newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">Note</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {page.revisions.map((revision) => (
                <tr key={revision.id}>
                  <td>{formatIstDateTime(revision.publishedAt)}</td>
                  <td>{revision.publishedBy ?? 'First text of the site'}</td>
                  <td>
                    {revision.current ? 'Shown now. ' : ''}
                    {revision.restoredFrom ? `Restored revision ${revision.restoredFrom}.` : ''}
                  </td>
                  <td>
                    {revision.current ? null : (
                      <button type="button" className="button button--secondary" onClick={() => setRestoring(revision)}>
                        Restore
                        <span className="visually-hidden">
                          {' '}
                          the revision of {formatIstDateTime(revision.publishedAt)}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        title={restoring ? `Restore the revision of ${formatIstDateTime(restoring.publishedAt)}?` : null}
        detail="It becomes the draft and is published at once as a new revision; the revisions in between stay in the list."
        confirmLabel="Restore and publish"
        busyLabel="Restoring…"
        cancelLabel="Keep the page as it is"
        busy={busy}
        error={error}
        onConfirm={() => void restore()}
        onCancel={() => {
          setRestoring(null);
          setError(null);
        }}
      />
    </section>
  );
}
