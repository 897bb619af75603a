import { ADMIN_PHOTO_CATEGORIES, type TAdminPhoto } from '@iiidem/shared/admin/gallery';
import { Link, useSearchParams } from 'react-router';
import { adminSend } from '../ui/admin-api';
import { type AdminColumn, VisibilityBadge } from '../ui/admin-table';
import { GallerySection } from './gallery-section';
import { PhotoForm, photoFormData } from './photo-form';

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
  const label = ADMIN_PHOTO_CATEGORIES.find((item) => item.id === category)?.label ?? 'Banner';
  return (
    <GallerySection
      title="Banners & photos"
      noun="photo"
      listPath={`/admin/photos?category_id=${category}`}
      itemPath={(photo) => `/admin/photos/${photo.id}`}
      caption={`${label} photos, in display order`}
      columns={COLUMNS}
      emptyText={`No ${label.toLowerCase()} photos yet.`}
      sendPublished={(photo) =>
        adminSend(
          `/admin/photos/${photo.id}`,
          'PUT',
          photoFormData({ ...photo, category_id: photo.category_id as 1 | 2, published: !photo.published }, null),
        )
      }
      publishedText={(photo) =>
        `"${photo.title}" is ${photo.published ? 'hidden from' : 'published on'} the public pages.`
      }
      removalDetail="The photo and its stored sizes are deleted and it leaves the public pages at once."
      renderForm={({ item, ...form }) => <PhotoForm photo={item} defaultCategory={category} {...form} />}
      header={(closeForm) => (
        <nav className="admin-tabs" aria-label="Photo category">
          {ADMIN_PHOTO_CATEGORIES.map((item) => (
            <Link
              key={item.id}
              className="admin-tabs__tab"
              to={`?category=${item.id === 1 ? 'banner' : 'gallery'}`}
              aria-current={item.id === category ? 'page' : undefined}
              onClick={closeForm}
            >
              {item.id === 1 ? 'Banner (home slider)' : 'Gallery'}
            </Link>
          ))}
        </nav>
      )}
    />
  );
}
