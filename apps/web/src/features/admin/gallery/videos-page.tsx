import { type TAdminVideo, unescapeHtml } from '@iiidem/shared/admin/gallery';
import { VIDEO_CATEGORY } from '@iiidem/shared/constants';
import { useState } from 'react';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, ListState, VisibilityBadge } from '../ui/admin-table';
import { ContentNotice, type Notice } from '../ui/content-table';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { useRemoval } from '../ui/use-removal';
import { GalleryTable, usePublishToggle } from './gallery-table';
import { VideoForm } from './video-form';

type Editing = { mode: 'new' } | { mode: 'edit'; video: TAdminVideo } | null;

const COLUMNS: readonly AdminColumn<TAdminVideo>[] = [
  { header: 'Title', cell: (video) => video.title },
  { header: 'Address', cell: (video) => unescapeHtml(video.youtube_url), className: 'admin-break' },
  { header: 'Order', cell: (video) => video.sort_order },
  { header: 'Status', cell: (video) => <VisibilityBadge published={video.published} /> },
];

/** /admin/videos: the gallery's YouTube videos: add, edit, publish or hide, remove. */
export default function VideosPage() {
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminVideo[]>>(
    `/admin/videos?category_id=${VIDEO_CATEGORY.gallery}`,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const videos = data?.data ?? [];
  const removal = useRemoval<TAdminVideo>(
    (video) => adminSend(`/admin/videos/${video.id}`, 'DELETE'),
    async (video) => {
      setNotice({ kind: 'success', text: `"${video.title}" was removed.` });
      await mutate();
    },
    'The video could not be removed. Please try again.',
  );

  const publishing = usePublishToggle<TAdminVideo>({
    send: ({ id, ...fields }) => adminSend(`/admin/videos/${id}`, 'PUT', { ...fields, published: !fields.published }),
    doneText: (video) => `"${video.title}" is ${video.published ? 'hidden from' : 'published in'} the public gallery.`,
    failure: 'The video could not be changed. Please try again.',
    setNotice,
    reload: mutate,
  });

  return (
    <AdminPage
      title="Videos"
      actions={
        <button
          type="button"
          className="button"
          onClick={() => {
            setNotice(null);
            setEditing({ mode: 'new' });
          }}
        >
          Add video
        </button>
      }
    >
      <ContentNotice notice={notice} />
      {editing ? (
        <VideoForm
          key={editing.mode === 'edit' ? editing.video.id : 'new'}
          video={editing.mode === 'edit' ? editing.video : undefined}
          onCancel={() => setEditing(null)}
          onSaved={async (video, message) => {
            setEditing(null);
            setNotice({ kind: 'success', text: `${message} "${video.title}"` });
            await mutate();
          }}
        />
      ) : null}

      <ListState
        error={error}
        errorText="The videos could not be loaded."
        loading={isLoading}
        loadingText="Loading videos…"
        empty={videos.length === 0}
        emptyText="No videos yet."
      >
        <GalleryTable
          noun="video"
          caption="Gallery videos, in display order"
          items={videos}
          columns={COLUMNS}
          busyId={publishing.busyId}
          onEdit={(video) => {
            setNotice(null);
            setEditing({ mode: 'edit', video });
          }}
          onTogglePublished={publishing.toggle}
          onRemove={removal.ask}
        />
      </ListState>

      <DeleteConfirmation
        subject={removal.target ? `the video "${removal.target.title}"` : null}
        detail="The video leaves the public gallery at once."
        {...removal.dialog}
      />
    </AdminPage>
  );
}
