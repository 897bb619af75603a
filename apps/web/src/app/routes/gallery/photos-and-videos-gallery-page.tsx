import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { PhotosAndVideosGallery } from '../../../features/gallery/photos-and-videos-gallery';
import { PAGE_TITLES } from '../../../page-titles';

/** /photos-and-videos-gallery (spec 1 §2 Gallery). */
export default function PhotosAndVideosGalleryPage() {
  return (
    <Page title={PAGE_TITLES.photosAndVideosGallery}>
      <p>
        <Trans>Photographs and videos of the institute's programmes and events.</Trans>
      </p>
      <PhotosAndVideosGallery />
    </Page>
  );
}
