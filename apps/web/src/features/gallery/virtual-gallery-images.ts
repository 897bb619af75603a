import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PictureSource } from '../../components/media/responsive-picture';

/** A picture of the virtual gallery: its caption and its two stored sizes under /virtual-gallery/. */
export type VirtualGalleryImage = { slug: string; caption: MessageDescriptor; picture: PictureSource };

const WIDTH = 800;
const HEIGHT = 533;

function image(number: number, slug: string, caption: MessageDescriptor): VirtualGalleryImage {
  const base = `/virtual-gallery/${String(number).padStart(2, '0')}-${slug}`;
  const size = (width: number, height: number) => ({
    width,
    height,
    webp: `${base}-${width}w.webp`,
    jpeg: `${base}-${width}w.jpg`,
  });
  return {
    slug,
    caption,
    picture: {
      photo_url: `${base}-${WIDTH}w.jpg`,
      width: WIDTH,
      height: HEIGHT,
      variants: [size(400, 267), size(WIDTH, HEIGHT)],
    },
  };
}

/** The eight captioned pictures of the virtual tour (spec 1 §2 Other static pages). */
export const VIRTUAL_GALLERY_IMAGES: readonly VirtualGalleryImage[] = [
  image(1, 'main-entrance', msg`Main entrance of the IIIDEM campus`),
  image(2, 'institutional-block', msg`The institutional block`),
  image(3, 'auditorium', msg`Auditorium with more than 400 seats`),
  image(4, 'training-hall', msg`A training hall set for group work`),
  image(5, 'evm-lab', msg`EVM and VVPAT training laboratory`),
  image(6, 'library', msg`Library and resource centre`),
  image(7, 'hostel', msg`Hostel block for trainees`),
  image(8, 'dining-hall', msg`Dining hall`),
];
