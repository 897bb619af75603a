import { ADMIN_PHOTO_CATEGORIES, type TAdminPhoto } from '@iiidem/shared/admin/gallery';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, ListState, VisibilityBadge } from '../ui/admin-table';
import { ContentNotice, type Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { GalleryTable, usePublishToggle } from './gallery-table';
import { PhotoForm, photoFormData } from './photo-form';

type Editing = { mode: 'new' } | { mode: 'edit'; photo: TAdminPhoto } | null;

/** The smallest stored JPEG size of a photo (or the original), for the list's thumbnail. */
function thumbnailOf(photo: TAdminPhoto): string {
  return photo.variants[0]?.jpeg ?? photo.photo_url;
}

function categoryFrom(value: string | null): 1 | 2 {
  return value === 'gallery' ? 2 : 1;
}

const COLUMNS: readonly AdminColumn<TAdminPhoto>[] = [
  {
    header: 'Photo',
    cell: (photo) => (
      <img
        className="admin-thumbnail"
        src={thumbnailOf(photo)}
        alt={photo.title}
        width={96}
        height={photo.width && photo.height ? Math.round((96 * photo.height) / photo.width) : 64}
        loading="lazy"
      />
    ),
  },
  { header: 'Title', cell: (photo) => photo.title },
  { header: 'Order', cell: (photo) => photo.sort_order },
  { header: 'Status', cell: (photo) => <VisibilityBadge published={photo.published} /> },
];

/** /admin/photos: banner (home slider) and gallery photos: upload, edit, publish or hide, remove. */
export default function PhotosPage() {
  const [params] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminPhoto[]>>(
    `/admin/photos?category_id=${category}`,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const photos = data?.data ?? [];
  const label = ADMIN_PHOTO_CATEGORIES.find((item) => item.id === category)?.label ?? 'Banner';
  const removal = useRemoval<TAdminPhoto>(
    (photo) => adminSend(`/admin/photos/${photo.id}`, 'DELETE'),
    async (photo) => {
      setNotice({ kind: 'success', text: `"${photo.title}" was removed.` });
      await mutate();
    },
    'The photo could not be removed. Please try again.',
  );

  const publishing = usePublishToggle<TAdminPhoto>({
    send: (photo) =>
      adminSend(
        `/admin/photos/${photo.id}`,
        'PUT',
        photoFormData({ ...photo, category_id: photo.category_id as 1 | 2, published: !photo.published }, null),
      ),
    doneText: (photo) => `"${photo.title}" is ${photo.published ? 'hidden from' : 'published on'} the public pages.`,
    failure: 'The photo could not be changed. Please try again.',
    setNotice,
    reload: mutate,
  });

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

      <ContentNotice notice={notice} />

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

      <ListState
        error={error}
        errorText="The photos could not be loaded."
        loading={isLoading}
        loadingText="Loading photos…"
        empty={photos.length === 0}
        emptyText={`No ${label.toLowerCase()} photos yet.`}
      >
        <GalleryTable
          noun="photo"
          caption={`${label} photos, in display order`}
          items={photos}
          columns={COLUMNS}
          busyId={publishing.busyId}
          onEdit={(photo) => {
            setNotice(null);
            setEditing({ mode: 'edit', photo });
          }}
          onTogglePublished={publishing.toggle}
          onRemove={removal.ask}
        />
      </ListState>

      <DeleteConfirmation
        subject={removal.target ? `the photo "${removal.target.title}"` : null}
        detail="The photo and its stored sizes are deleted and it leaves the public pages at once."
        {...removal.dialog}
      />
    </AdminPage>
  );
}
