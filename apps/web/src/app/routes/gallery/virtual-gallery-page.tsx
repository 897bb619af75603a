import { Page } from '../../../components/layout/page';
import { PAGE_TITLES } from '../../../page-titles';

export default function VirtualGalleryPage() {
  return (
    <Page title={PAGE_TITLES.virtualGallery}>
      <p>A virtual tour of the institute in captioned pictures.</p>
    </Page>
  );
}
