import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import Lightbox, { type ControllerRef } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { type PictureSource, ResponsivePicture } from '../../components/media/responsive-picture';
import { usePrefersReducedMotion } from '../../components/media/use-reduced-motion';
import type { GridPhoto } from './photo-grid';
import { wrapIndex } from './slide-index';
import { useAutoAdvance } from './use-auto-advance';
import './gallery-lightbox.css';

export type LightboxPhoto = GridPhoto & { picture: PictureSource };

type GalleryLightboxProps = {
  photos: readonly LightboxPhoto[];
  /** The photo to open on, or null while closed. */
  openIndex: number | null;
  onClose: () => void;
  /** Milliseconds before the next photo comes by itself (10 s in the gallery, 15 s in the virtual gallery). */
  autoAdvanceMs: number;
  /** Names the viewer for assistive technology, e.g. 'Photo gallery'. */
  label: string;
};

const PAUSE_ICON = 'M6 19h4V5H6zm8-14v14h4V5z';
const PLAY_ICON = 'M8 5v14l11-7z';

/**
 * A modal photo viewer (yet-another-react-lightbox): previous, next and close buttons, arrow keys and
 * Escape, swipes; it wraps at both ends and moves on by itself every `autoAdvanceMs`, which the
 * visible pause button stops (WCAG 2.2.2). The timer is ours rather than the library's slideshow, so it
 * also runs while a photo is still loading and restarts whenever the visitor moves.
 */
export function GalleryLightbox({ photos, openIndex, onClose, autoAdvanceMs, label }: GalleryLightboxProps) {
  const open = openIndex !== null && photos.length > 0;
  const controller = useRef<ControllerRef>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const { t } = useLingui();

  // Opening on another photo starts there, rotating again.
  if (open && openIndex !== openedAt) {
    setOpenedAt(openIndex);
    setCurrent(wrapIndex(openIndex, photos.length));
    setPlaying(true);
  } else if (!open && openedAt !== null) {
    setOpenedAt(null);
  }

  useAutoAdvance({
    active: open && playing && photos.length > 1,
    delay: autoAdvanceMs,
    position: current,
    advance: () => {
      if (controller.current) controller.current.next();
      else setCurrent((index) => wrapIndex(index + 1, photos.length));
    },
  });

  const slides = useMemo(
    () =>
      photos.map((photo) => ({
        src: photo.picture.photo_url,
        alt: photo.title,
        width: photo.picture.width,
        height: photo.picture.height,
      })),
    [photos],
  );
  const bySource = useMemo(() => new Map(photos.map((photo) => [photo.picture.photo_url, photo])), [photos]);

  const pauseButton = (
    <button
      key="auto-advance"
      type="button"
      className="yarl__button gallery-lightbox__pause"
      aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
      title={playing ? t`Pause slideshow` : t`Play slideshow`}
      onClick={() => setPlaying((value) => !value)}
    >
      <svg className="yarl__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={playing ? PAUSE_ICON : PLAY_ICON} fill="currentColor" />
      </svg>
    </button>
  );

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={current}
      slides={slides}
      on={{ view: ({ index }) => setCurrent(index) }}
      controller={{ ref: controller, closeOnBackdropClick: true }}
      carousel={{ finite: false, preload: 1 }}
      animation={reducedMotion ? { fade: 0, swipe: 0, navigation: 0 } : { fade: 300, swipe: 500 }}
      toolbar={{ buttons: [pauseButton, 'close'] }}
      labels={{
        Lightbox: label,
        'Photo gallery': label,
        Previous: t`Previous photo`,
        Next: t`Next photo`,
        Close: t`Close`,
      }}
      className="gallery-lightbox"
      render={{
        slide: ({ slide }) => {
          const photo = bySource.get(slide.src);
          if (!photo) return undefined;
          return (
            <figure className="gallery-lightbox__figure">
              <ResponsivePicture
                photo={photo.picture}
                alt={photo.title}
                lang={photo.lang}
                sizes="(min-width: 1200px) 1200px, 100vw"
                loading="eager"
                className="gallery-lightbox__picture"
              />
              <figcaption className="gallery-lightbox__caption" lang={photo.lang}>
                {photo.title}
              </figcaption>
            </figure>
          );
        },
      }}
    />
  );
}
