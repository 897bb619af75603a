import { ADMIN_PHOTO_CATEGORIES, type TAdminPhoto } from '@iiidem/shared/admin/gallery';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessage } from '../../accounts/api-errors';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { AdminNotice, type Notice } from './admin-notice';
import { PhotoForm, photoFormData } from './photo-form';
import './gallery-admin.css';

type Editing = { mode: 'new' } | { mode: 'edit'; photo: TAdminPhoto } | null;

/** The smallest stored JPEG size of a photo (or the original), for the list's thumbnail. */
function thumbnailOf(photo: TAdminPhoto): string {
  return photo.variants[0]?.jpeg ?? photo.photo_url;
}

function categoryFrom(value: string | null): 1 | 2 {
  return value === 'gallery' ? 2 : 1;
}

/** /admin/photos: banner (home slider) and gallery photos: upload, edit, publish or hide, remove. */
export default function PhotosPage() {
  const [params] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminPhoto[]>>(
    `/admin/photos?category_id=${category}`,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<TAdminPhoto | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const photos = data?.data ?? [];
  const label = ADMIN_PHOTO_CATEGORIES.find((item) => item.id === category)?.label ?? 'Banner';

  const rememberTrigger = () => {
    lastTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = () => {
    if (lastTrigger.current?.isConnected) lastTrigger.current.focus();
  };

  const togglePublished = async (photo: TAdminPhoto) => {
    setBusyId(photo.id);
    try {
      const body = photoFormData(
        { ...photo, category_id: photo.category_id as 1 | 2, published: !photo.published },
        null,
      );
      await adminSend(`/admin/photos/${photo.id}`, 'PUT', body);
      setNotice({
        kind: 'success',
        text: `"${photo.title}" is ${photo.published ? 'hidden from' : 'published on'} the public pages.`,
      });
      await mutate();
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure, 'The photo could not be changed. Please try again.') });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusyId(removing.id);
    try {
      await adminSend(`/admin/photos/${removing.id}`, 'DELETE');
      setNotice({ kind: 'success', text: `"${removing.title}" was removed.` });
      setRemoving(null);
      setRemoveError(null);
      await mutate();
    } catch (failure) {
      setRemoveError(serverMessage(failure, 'The photo could not be removed. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <AdminPage
      title="Banners & photos"
      actions={
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null);
            setEditing({ mode: 'new' });
          }}
        >
          Add photo
        </button>
      }
    >
      <nav className="admin-tabs" aria-label="Photo category">
        {ADMIN_PHOTO_CATEGORIES.map((item) => (
          <Link
            key={item.id}
            className="admin-tabs__tab"
            to={`?category=${item.id === 1 ? 'banner' : 'gallery'}`}
            aria-current={item.id === category ? 'page' : undefined}
            onClick={() => setEditing(null)}
          >
            {item.id === 1 ? 'Banner (home slider)' : 'Gallery'}
          </Link>
        ))}
      </nav>

      <AdminNotice notice={notice} />

      {editing ? (
        <PhotoForm
          key={editing.mode === 'edit' ? editing.photo.id : 'new'}
          photo={editing.mode === 'edit' ? editing.photo : undefined}
          defaultCategory={category}
          onCancel={() => setEditing(null)}
          onSaved={async (photo, message) => {
            setEditing(null);
            setNotice({ kind: 'success', text: `${message} "${photo.title}"` });
            await mutate();
          }}
        />
      ) : null}

      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The photos could not be loaded.')}
        </p>
      ) : isLoading ? (
        <p role="status">Loading photos…</p>
      ) : photos.length === 0 ? (
        <p>No {label.toLowerCase()} photos yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{label} photos, in display order</caption>
            <thead>
              <tr>
                <th scope="col">Photo</th>
                <th scope="col">Title</th>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {photos.map((photo) => (
                <tr key={photo.id}>
                  <td>
                    <img
                      className="admin-thumbnail"
                      src={thumbnailOf(photo)}
                      alt={photo.title}
                      width={96}
                      height={photo.width && photo.height ? Math.round((96 * photo.height) / photo.width) : 64}
                      loading="lazy"
                    />
                  </td>
                  <td>{photo.title}</td>
                  <td>{photo.sort_order}</td>
                  <td>
                    <span className="admin-badge">{photo.published ? 'Published' : 'Hidden'}</span>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setNotice(null);
                          setEditing({ mode: 'edit', photo });
                        }}
                      >
                        Edit<span className="visually-hidden"> photo {photo.title}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busyId === photo.id}
                        onClick={() => togglePublished(photo)}
                      >
                        {photo.published ? 'Hide' : 'Publish'}
                        <span className="visually-hidden"> photo {photo.title}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          rememberTrigger();
                          setRemoveError(null);
                          setRemoving(photo);
                        }}
                      >
                        Remove<span className="visually-hidden"> photo {photo.title}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteConfirmation
        subject={removing ? `the photo "${removing.title}"` : null}
        detail="The photo and its stored sizes are deleted and it leaves the public pages at once."
        busy={busyId !== null && busyId === removing?.id}
        error={removeError}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          returnFocus();
        }}
      />
    </AdminPage>
  );
}
