import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function PhotosAndVideosGalleryPage() {
  return (
    <Page title={PAGE_TITLES.photosAndVideosGallery}>
      <p>Photographs and videos of the institute's programmes and events.</p>
    </Page>
  );
}
