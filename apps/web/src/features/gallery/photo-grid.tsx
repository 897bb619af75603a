import type { Language } from '@iiidem/shared/language';
import { Trans } from '@lingui/react/macro';
import { type PictureSource, ResponsivePicture } from '../../components/media/responsive-picture';
import { loadGalleryLightbox } from './lazy-gallery-lightbox';
import './photo-grid.css';

/** `lang` is set when the title is not in the page's language (English standing in for missing Hindi). */
export type GridPhoto = { key: string | number; title: string; lang?: Language; picture: PictureSource };

type PhotoGridProps = {
  photos: readonly GridPhoto[];
  onOpen: (index: number) => void;
  /** How many photos are in view on arrival (loaded eagerly); the rest load as they scroll near. */
  eagerCount?: number;
};

/** Captioned thumbnails; each opens the photo viewer on itself. */
function preloadViewer() {
  loadGalleryLightbox().catch(() => undefined);
}

export function PhotoGrid({ photos, onOpen, eagerCount = 0 }: PhotoGridProps) {
  return (
    // Pointing at or focusing a photo starts downloading the viewer, so it is there by the time it is chosen.
    <ul className="photo-grid" onPointerOver={preloadViewer} onFocus={preloadViewer}>
      {photos.map((photo, index) => (
        <li key={photo.key} className="photo-grid__item">
          <button type="button" className="photo-grid__open" onClick={() => onOpen(index)}>
            <ResponsivePicture
              photo={photo.picture}
              alt=""
              sizes="(min-width: 1000px) 23rem, (min-width: 600px) 50vw, 100vw"
              loading={index < eagerCount ? 'eager' : 'lazy'}
              // The first photo is usually the page's largest paint: the browser fetches it before the others.
              fetchPriority={index === 0 && eagerCount > 0 ? 'high' : 'auto'}
              className="photo-grid__picture"
            />
            <span className="visually-hidden">
              <Trans>Open photo:</Trans>{' '}
            </span>
            <span className="photo-grid__caption" lang={photo.lang}>
              {photo.title}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
