import { type TAdminVideo, unescapeHtml } from '@iiidem/shared/admin/gallery';
import { VIDEO_CATEGORY } from '@iiidem/shared/constants';
import { useRef, useState } from 'react';
import { serverMessage } from '../../accounts/api-errors';
import { type Answer, adminSend, useAdminData } from '../ui/admin-api';
import { AdminPage } from '../ui/admin-page';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { AdminNotice, type Notice } from './admin-notice';
import { VideoForm } from './video-form';
import './gallery-admin.css';

type Editing = { mode: 'new' } | { mode: 'edit'; video: TAdminVideo } | null;

/** /admin/videos: the gallery's YouTube videos: add, edit, publish or hide, remove. */
export default function VideosPage() {
  const { data, error, isLoading, mutate } = useAdminData<Answer<TAdminVideo[]>>(
    `/admin/videos?category_id=${VIDEO_CATEGORY.gallery}`,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<TAdminVideo | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const videos = data?.data ?? [];

  const togglePublished = async (video: TAdminVideo) => {
    setBusyId(video.id);
    try {
      const { id: _id, ...fields } = video;
      await adminSend(`/admin/videos/${video.id}`, 'PUT', { ...fields, published: !video.published });
      setNotice({
        kind: 'success',
        text: `"${video.title}" is ${video.published ? 'hidden from' : 'published in'} the public gallery.`,
      });
      await mutate();
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure, 'The video could not be changed. Please try again.') });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusyId(removing.id);
    try {
      await adminSend(`/admin/videos/${removing.id}`, 'DELETE');
      setNotice({ kind: 'success', text: `"${removing.title}" was removed.` });
      setRemoving(null);
      await mutate();
    } catch (failure) {
      setRemoveError(serverMessage(failure, 'The video could not be removed. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

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
      <AdminNotice notice={notice} />
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

      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {serverMessage(error, 'The videos could not be loaded.')}
        </p>
      ) : isLoading ? (
        <p role="status">Loading videos…</p>
      ) : videos.length === 0 ? (
        <p>No videos yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Gallery videos, in display order</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {videos.map((video) => (
                <tr key={video.id}>
                  <td>{video.title}</td>
                  <td className="admin-break">{unescapeHtml(video.youtube_url)}</td>
                  <td>{video.sort_order}</td>
                  <td>
                    <span className="admin-badge">{video.published ? 'Published' : 'Hidden'}</span>
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setNotice(null);
                          setEditing({ mode: 'edit', video });
                        }}
                      >
                        Edit<span className="visually-hidden"> video {video.title}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busyId === video.id}
                        onClick={() => togglePublished(video)}
                      >
                        {video.published ? 'Hide' : 'Publish'}
                        <span className="visually-hidden"> video {video.title}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          lastTrigger.current = document.activeElement as HTMLElement | null;
                          setRemoveError(null);
                          setRemoving(video);
                        }}
                      >
                        Remove<span className="visually-hidden"> video {video.title}</span>
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
        subject={removing ? `the video "${removing.title}"` : null}
        detail="The video leaves the public gallery at once."
        busy={busyId !== null && busyId === removing?.id}
        error={removeError}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          if (lastTrigger.current?.isConnected) lastTrigger.current.focus();
        }}
      />
    </AdminPage>
  );
}
