import { VIRTUAL_GALLERY_AUTO_ADVANCE_MS } from '@iiidem/shared/limits';
import { useState } from 'react';
import { GalleryLightbox } from './lazy-gallery-lightbox';
import { PhotoGrid } from './photo-grid';
import { VIRTUAL_GALLERY_IMAGES } from './virtual-gallery-images';

const PHOTOS = VIRTUAL_GALLERY_IMAGES.map((image) => ({
  key: image.slug,
  title: image.caption,
  picture: image.picture,
}));

/** The virtual gallery (spec 1 §2): 8 captioned pictures; the viewer moves on every 15 s and wraps. */
export function VirtualGallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <PhotoGrid photos={PHOTOS} onOpen={setOpenIndex} eagerCount={3} />
      <GalleryLightbox
        photos={PHOTOS}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        autoAdvanceMs={VIRTUAL_GALLERY_AUTO_ADVANCE_MS}
        label="Virtual gallery"
      />
    </>
  );
}
