import { type TAdminVideo, unescapeHtml } from '@iiidem/shared/admin/gallery';
import { VIDEO_CATEGORY } from '@iiidem/shared/constants';
import { adminSend } from '../ui/admin-api';
import { type AdminColumn, VisibilityBadge } from '../ui/admin-table';
import { GallerySection } from './gallery-section';
import { VideoForm } from './video-form';

const COLUMNS: readonly AdminColumn<TAdminVideo>[] = [
  { header: 'Title', cell: (video) => video.title },
  { header: 'Address', cell: (video) => unescapeHtml(video.youtube_url), className: 'admin-break' },
  { header: 'Order', cell: (video) => video.sort_order },
  { header: 'Status', cell: (video) => <VisibilityBadge published={video.published} /> },
];

/** /admin/videos: the gallery's YouTube videos: add, edit, publish or hide, remove. */
export default function VideosPage() {
  return (
    <GallerySection
      title="Videos"
      noun="video"
      listPath={`/admin/videos?category_id=${VIDEO_CATEGORY.gallery}`}
      itemPath={(video) => `/admin/videos/${video.id}`}
      caption="Gallery videos, in display order"
      columns={COLUMNS}
      emptyText="No videos yet."
      sendPublished={({ id, ...fields }) =>
        adminSend(`/admin/videos/${id}`, 'PUT', { ...fields, published: !fields.published })
      }
      publishedText={(video) =>
        `"${video.title}" is ${video.published ? 'hidden from' : 'published in'} the public gallery.`
      }
      removalDetail="The video leaves the public gallery at once."
      renderForm={({ item, ...form }) => <VideoForm video={item} {...form} />}
    />
  );
}
