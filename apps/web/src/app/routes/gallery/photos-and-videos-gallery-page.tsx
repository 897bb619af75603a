import { Page } from '../../../components/layout/page';
import { PhotosAndVideosGallery } from '../../../features/gallery/photos-and-videos-gallery';
import { PAGE_TITLES } from '../../../page-titles';

/** /photos-and-videos-gallery (spec 1 §2 Gallery). */
export default function PhotosAndVideosGalleryPage() {
  return (
    <Page title={PAGE_TITLES.photosAndVideosGallery}>
      <p>Photographs and videos of the institute's programmes and events.</p>
      <PhotosAndVideosGallery />
    </Page>
  );
}
