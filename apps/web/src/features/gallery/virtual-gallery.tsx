import { VIRTUAL_GALLERY_AUTO_ADVANCE_MS } from '@iiidem/shared/limits';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GalleryLightbox } from './lazy-gallery-lightbox';
import { PhotoGrid } from './photo-grid';
import { VIRTUAL_GALLERY_IMAGES } from './virtual-gallery-images';

/** The virtual gallery (spec 1 §2): 8 captioned pictures; the viewer moves on every 15 s and wraps. */
export function VirtualGallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { i18n, t } = useLingui();
  const photos = VIRTUAL_GALLERY_IMAGES.map((image) => ({
    key: image.slug,
    title: i18n._(image.caption),
    picture: image.picture,
  }));
  return (
    <>
      <PhotoGrid photos={photos} onOpen={setOpenIndex} eagerCount={3} />
      <GalleryLightbox
        photos={photos}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        autoAdvanceMs={VIRTUAL_GALLERY_AUTO_ADVANCE_MS}
        label={t`Virtual gallery`}
      />
    </>
  );
}
