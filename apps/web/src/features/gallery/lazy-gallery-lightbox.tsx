import { type ComponentProps, lazy, Suspense, useState } from 'react';

const GalleryLightboxModule = lazy(async () => ({ default: (await import('./gallery-lightbox')).GalleryLightbox }));

/**
 * The photo viewer, downloaded when a visitor first opens a photo: the viewer library and its styles are
 * two thirds of the gallery's code, and most visits only look at the grid (issue 13: a cold load of at most
 * 120 KB). Once opened it stays mounted, so closing and reopening is instant.
 */
export function GalleryLightbox(props: ComponentProps<typeof GalleryLightboxModule>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && props.openIndex !== null) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <span role="status" className="visually-hidden">
          Opening the photo…
        </span>
      }
    >
      <GalleryLightboxModule {...props} />
    </Suspense>
  );
}
