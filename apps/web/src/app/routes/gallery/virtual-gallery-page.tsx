import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { VirtualGallery } from '../../../features/gallery/virtual-gallery';
import { PAGE_TITLES } from '../../../page-titles';

/** /gallery: the virtual tour of the institute (spec 1 §2 Other static pages). */
export default function VirtualGalleryPage() {
  return (
    <Page title={PAGE_TITLES.virtualGallery}>
      <p>
        <Trans>A virtual tour of the institute in captioned pictures. Select a picture to view it larger.</Trans>
      </p>
      <VirtualGallery />
    </Page>
  );
}
